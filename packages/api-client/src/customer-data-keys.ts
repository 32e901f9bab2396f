import type { orderListQuerySchema } from "@forno/domain/schemas";
import type { TicketTemplate, TicketWidth } from "@forno/domain/tickets";
import type { ListParams } from "./list-params";

/**
 * The query keys of a customer's own data, apart from the calls that fill them: the storefront's
 * root layout forgets them on a 401 without its entry chunk carrying the order and address calls
 * (decision 3001). `orders.ts` and `addresses.ts` re-export them.
 */

/** The `where_*`, `order_*`, take and skip the order list accepts (decision 0920). */
export type OrderListParams = ListParams<typeof orderListQuerySchema>;

export const orderKeys = {
  all: ["orders"] as const,
  list: (params: OrderListParams) => ["orders", "list", params] as const,
  history: ["orders", "history"] as const,
  latest: ["orders", "latest"] as const,
  detail: (id: number) => ["orders", "detail", id] as const,
  desk: ["orders", "desk"] as const,
  ticket: (id: number, template: TicketTemplate, width: TicketWidth) => ["orders", "ticket", id, template, width] as const,
};

/** The address list is cached under profile-addresses (seed 001 section 7). */
export const addressKeys = { all: ["profile-addresses"] as const };

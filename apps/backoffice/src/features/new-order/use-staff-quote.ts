import { type OrderCreateBodyInput, type OrderQuote, type StaffOrderForm, staffOrderFormToBody } from "@forno/domain/schemas";
import { phoneDigits } from "@forno/domain/format";
import { useQuery } from "@tanstack/react-query";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { useApi } from "../../lib/api-context";
import type { StaffCart } from "./use-staff-cart";

/**
 * POST /orders/quote for "Novo pedido" once a coupon is typed or the reward chosen (growth.md
 * sections 1 and 2): the server's discount, the coupon's conditions or the refusal, for the order as
 * it stands (the client named so far, the channel, delivery or pickup). A phone not typed whole yet
 * names no client.
 */
export function useStaffQuote(form: UseFormReturn<StaffOrderForm>, cart: StaffCart): OrderQuote | undefined {
  const api = useApi();
  const values = useWatch({ control: form.control }) as StaffOrderForm;
  const code = values.coupon_code?.trim() ?? "";
  let body: OrderCreateBodyInput | null = null;
  if ((code !== "" || values.use_reward) && cart.lines.length > 0 && !cart.incomplete) {
    const full = staffOrderFormToBody(values, cart.bodyLines());
    const namesNobody = values.client_id === null && phoneDigits(values.phone ?? "").length < 10;
    body = namesNobody ? { ...full, client: undefined } : full;
  }
  const query = useQuery({ queryKey: ["orders", "quote", "staff", body], queryFn: () => api.orders.quote(body!), enabled: body !== null, retry: false });
  return body === null ? undefined : query.data;
}

import { type OrderCreateBodyInput, type OrderQuote } from "@forno/domain/schemas";
import { createHttp, send, type Http, type HttpConfig } from "./http";

/** The query key of a quote: under the orders' keys, so a paid order's refetch asks again. */
export const orderQuoteKey = (body: OrderCreateBodyInput, signedIn: boolean) => ["orders", "quote", signedIn, body] as const;

/** POST /orders/quote (growth.md section 1): the figures the order would get, its coupon's conditions or refusal. */
export function orderQuoteCall({ ky }: Http) {
  return (body: OrderCreateBodyInput) => send(() => ky.post("orders/quote", { json: body }).json<OrderQuote>());
}

/**
 * The quote outside `createApiClient`, so that only the screen asking for it (the storefront's cart
 * chunk) carries it, as `clientExportApi`; same token store and 401 policy as the app's client.
 */
export function orderQuoteApi(config: HttpConfig) {
  return { quote: orderQuoteCall(createHttp(config)) };
}

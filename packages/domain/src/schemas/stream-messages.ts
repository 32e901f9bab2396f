// The messages of the API's two event streams, on their own subpath (`@forno/domain/stream-messages`):
// api-client loads them with the first stream, so the storefront's entry chunk stays without zod
// (decision 0501).
export { orderSchema } from "./order";
export { paymentEventSchema } from "./payment";

export { reaisToCentavos, centavosToReais } from "./centavos";
export { linePriceCentavos, cartLinePriceCentavos, cartTotalCentavos } from "./line-price";
export type { PriceableCartLine } from "./line-price";
export { deliveryFeeCentavos, addressDeliveryFeeCentavos, DEFAULT_DELIVERY_FEE_CENTAVOS } from "./delivery-fee";
export { checkoutTotalCentavos } from "./checkout-total";
export { priceOrderItems } from "./order-items-price";
export type { PricedOrderItem } from "./order-items-price";
export { priceOrderRows } from "./order-rows-price";
export type { OrderRowShare } from "./order-rows-price";

// One discount per order (growth.md sections 1 and 2): the lines it applies to and the one function
// that computes it. Coupons (`@forno/domain/coupons`) and, later, the loyalty reward are offers.
export { discountLines } from "./discount-lines";
export type { DiscountLine, PricedRow } from "./discount-lines";
export { discountableCentavos, orderDiscountCentavos } from "./order-discount";
export type { DiscountBase, DiscountOffer } from "./order-discount";
export { DISCOUNT_MESSAGES } from "./discount-messages";

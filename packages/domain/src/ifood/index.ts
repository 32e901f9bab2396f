// iFood's orders on Forno's desk (growth.md section 4): what the Merchant API sends, the order
// mapping, the status calls and events along the state machine, and the words Forno uses.
export { IFOOD_EVENT_CODES, ifoodEventSchema, ifoodOrderSchema, ifoodReasonSchema } from "./merchant-api";
export type { IfoodEvent, IfoodOrder, ParsedIfoodOrder, IfoodItem, IfoodOption, IfoodBenefit, IfoodPaymentMethod, IfoodReason } from "./merchant-api";
export { ifoodDiscount, ifoodPayments } from "./order-money";
export type { IfoodDiscount, IfoodPaymentRow } from "./order-money";
export { ifoodOrderRows } from "./order-lines";
export type { IfoodCatalogue, IfoodOrderRow } from "./order-lines";
export { mapIfoodOrder } from "./order-mapping";
export type { IfoodOrderMapping, IfoodOrderAddress, IfoodCustomer } from "./order-mapping";
export {
  IFOOD_STATUS_CALLS,
  IFOOD_CONFIRM_MINUTES,
  ifoodCallsFor,
  pendingIfoodCalls,
  ifoodEventTarget,
  ifoodMoves,
  confirmDeadline,
  confirmCountdownText,
} from "./order-steps";
export type { IfoodStatusCall } from "./order-steps";
export { IFOOD_MESSAGES } from "./ifood-texts";

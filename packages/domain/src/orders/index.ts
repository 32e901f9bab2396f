export {
  ORDER_STATES,
  ORDER_STATE_LABELS,
  BACKOFFICE_STATUS_CHOICES,
  OPEN_ORDER_STATES,
  UNFINISHED_ORDER_STATES,
  isOrderState,
  orderStateLabel,
  isOpenOrderState,
  isUnfinishedOrderState,
} from "./order-states";
export type { OrderState, BackofficeStatusChoice } from "./order-states";
export { currentState, lastEntryFor, isUnfinishedOrder } from "./history";
export type { StateEntry } from "./history";
export {
  showsScheduledTime,
  scheduledTimeText,
  scheduledTimeFor,
  isPaidTooLong,
  paidTooLongMessage,
  PAID_WARNING_MINUTES,
} from "./schedule";
export { ORDER_TRANSITIONS, canTransition, allowedTransitions, transitionErrorMessage, transitionProblem } from "./state-machine";
export type { TransitionActor } from "./state-machine";
export { OPEN_ORDER_QUESTION, isOpenOrder, ORDER_LIST_EXCLUDED_STATE } from "./open-order";
export { orderItemsProblem, ORDER_ITEMS_INVALID } from "./order-items";
export type { FlatOrderItem } from "./order-items";
export { DEFAULT_ORDER_NOTES } from "./order-notes";
export { acceptOrder } from "./acceptance/accept-order";
export type { AcceptedRow, OrderAcceptance } from "./acceptance/accept-order";
export { orderCatalogue } from "./acceptance/order-catalogue";
export type { AcceptanceAdditional, AcceptanceProduct, OrderCatalogue } from "./acceptance/order-catalogue";
export { cartOrderItems } from "./cart-order-items";
export type { CartOrderItem, FlattenableCartLine } from "./cart-order-items";
export { SCHEDULED_ORDER_LABEL, isScheduledOrder, scheduledForText, scheduledOrderText, awaitsPreparationStart } from "./scheduled-order";
export { COUPON_CHANNELS, ORDER_CHANNELS, STAFF_ORDER_CHANNELS, ORDER_CHANNEL_LABELS, orderChannelLabel } from "./order-channel";
export type { CouponChannel, OrderChannel, StaffOrderChannel } from "./order-channel";
export { STAFF_ORDER_MESSAGES } from "./staff-order";
export { ON_DELIVERY_PAYMENT_METHODS, isOnDeliveryMethod, changeToTakeCentavos, changeForProblem } from "./pay-on-delivery";
export type { OnDeliveryPaymentMethod } from "./pay-on-delivery";
export { CHANGE_FOR_MESSAGES, NO_CHANGE_LABEL, changeForInput } from "./change-for-input";

// The reading of an order (decision 2800): what every screen, ticket, push, report and mapping
// reads of an order, written once. Callers import from here, never recompute these facts.
export { PAYMENT_METHODS, PAYMENT_STATUS_TEXTS, isOrderPaymentMethod, paymentMethodLabel, ticketPaymentMethod } from "./payment-methods";
export type { OrderPaymentMethod } from "./payment-methods";
export { countingPayment, settledPayment, onDeliveryPaymentOf } from "./counting-payment";
export type { PaymentSource } from "./counting-payment";
export {
  ON_DELIVERY_PAYMENT_LABEL,
  cashChangeText,
  onDeliveryCustomerText,
  onDeliveryStaffText,
  customerPaymentText,
  staffPaymentText,
  ticketPaymentText,
} from "./payment-texts";
export { REWARD_DISCOUNT_LABEL, discountAmountText, discountLabel, orderSums, orderTotalCentavos } from "./order-sums";
export { DISCOUNT_SPONSORS, DISCOUNT_SPONSOR_LABELS } from "./discount-sponsor";
export type { DiscountSponsor } from "./discount-sponsor";
export type { DiscountedOrder, OrderSums, SummedOrder } from "./order-sums";
export { orderLines, orderPizzas, firstFlavour, flavoursName, additionalName } from "./order-pizzas";
export type { OrderLine, OrderPizza, OrderRowSource } from "./order-pizzas";
export { cartQuantities, cartPizzas, pizzaLineIndices, firstFlavourInProgress } from "./cart-pizzas";
export type { CartQuantity } from "./cart-pizzas";
export { CANCELLED_ORDER_STATES, isCancelledOrderState } from "./cancelled-states";
export {
  FULFILMENT_LABELS,
  PICKUP_AT_COUNTER,
  ON_DELIVERY_CONFIRMED_LABEL,
  PICKUP_STATE_LABELS,
  orderStateLabelFor,
  fulfilmentLabel,
  customerStateLabel,
  pushStateText,
  staffNextStep,
} from "./state-texts";
export type { FulfilledOrder, StaffStep } from "./state-texts";
export { TIMELINE_STATES, buildTimeline, showsTimeline, followsLiveUpdates } from "./timeline";
export type { TimelineStep } from "./timeline";
export { reorderCart, reorderNotice } from "./reorder";
export type { Reorder, ReorderAdditional, ReorderItem, ReorderLine, ReorderProduct } from "./reorder";
export { orderStatusText, storeContactText } from "./whatsapp-texts";

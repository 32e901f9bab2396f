// Coupons (growth.md section 1): the rules as pure functions the API and both apps call. The
// discount itself is computed by `@forno/domain/discounts` (one discount per order).
export { COUPON_KINDS, COUPON_ORDER_TYPES, COUPON_PENDING_MINUTES, couponOrderType } from "./coupon-rules";
export type { CouponKind, CouponOrderType, CouponRules } from "./coupon-rules";
export { COUPON_CODE_PATTERN, isCouponCode, normalizeCouponCode } from "./coupon-code";
export { COUPON_FORM_MESSAGES, COUPON_MESSAGES, isCouponRefusal, minimumSubtotalMessage, plainMoney } from "./coupon-messages";
export type { CouponRefusalReason } from "./coupon-messages";
export { couponWindowState } from "./coupon-window";
export type { CouponWindowState } from "./coupon-window";
export { couponRefusal } from "./coupon-refusal";
export type { CouponCheck, CouponRefusal } from "./coupon-refusal";
export { couponOffer } from "./coupon-offer";
export { couponConditions } from "./coupon-conditions";
export { couponRulesProblem } from "./coupon-rules-problem";
export type { CouponRulesField, CouponRulesProblem } from "./coupon-rules-problem";

import type { DiscountOffer } from "../discounts/order-discount";
import { reaisToCentavos } from "../pricing/centavos";
import type { CouponRules } from "./coupon-rules";

/** A coupon's discount as the one discount function reads it. */
export function couponOffer(coupon: Pick<CouponRules, "kind" | "value" | "max_discount" | "applies_to_groups">): DiscountOffer {
  switch (coupon.kind) {
    case "percent":
      return { kind: "percent", value: coupon.value, maxCentavos: coupon.max_discount === null ? null : reaisToCentavos(coupon.max_discount), groups: coupon.applies_to_groups };
    case "fixed":
      return { kind: "fixed", valueCentavos: reaisToCentavos(coupon.value), groups: coupon.applies_to_groups };
    case "free_delivery":
      return { kind: "free_delivery" };
  }
}

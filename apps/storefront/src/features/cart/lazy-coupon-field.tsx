import { Skeleton } from "@forno/ui/skeleton";
import { lazy, Suspense } from "react";
import type { CouponFieldProps } from "./coupon-field";

const CouponField = lazy(() => import("./coupon-field").then((module) => ({ default: module.CouponField })));

/**
 * "Cupom de desconto", loaded with its own chunk (its field is the first one the cart shows), so the
 * app's entry does not list more of the cart's pieces and the first load of / stays as it was.
 */
export function LazyCouponField(props: CouponFieldProps) {
  return (
    <Suspense fallback={<Skeleton lines={2} />}>
      <CouponField {...props} />
    </Suspense>
  );
}

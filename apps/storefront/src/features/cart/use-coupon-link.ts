import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { setCouponCode } from "../../stores/cart/coupon-code";

/** The share link's parameter: /cart?cupom=PRIMEIRA10 (growth.md section 1). */
export const COUPON_LINK_PARAMETER = "cupom";

/**
 * A share link (`?cupom=CODE`, from WhatsApp or Instagram) fills and applies the coupon on the cart;
 * the parameter then leaves the address, so a reload or a shared screenshot does not apply it again
 * over a coupon the customer removed.
 */
export function useCouponLink(): void {
  const [params, setParams] = useSearchParams();
  const code = params.get(COUPON_LINK_PARAMETER);
  useEffect(() => {
    if (code === null) return;
    setCouponCode(code);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(COUPON_LINK_PARAMETER);
        return next;
      },
      { replace: true },
    );
  }, [code, setParams]);
}

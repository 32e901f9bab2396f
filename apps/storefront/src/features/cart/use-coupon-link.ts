import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { setCouponCode } from "../../stores/cart/coupon-code";

/** The share link's parameter: /cart?cupom=PRIMEIRA10 (growth.md section 1). */
export const COUPON_LINK_PARAMETER = "cupom";

/**
 * A share link (`?cupom=CODE`, from WhatsApp or Instagram) fills and applies the coupon on the cart;
 * the parameter then leaves the address, so a reload or a shared screenshot does not apply it again
 * over a coupon the customer removed. (The router's location and navigate, which the first screen
 * already carries: `useSearchParams` would add its code to every first load.)
 */
export function useCouponLink(): void {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const code = new URLSearchParams(search).get(COUPON_LINK_PARAMETER);
  useEffect(() => {
    if (code === null) return;
    setCouponCode(code);
    const rest = new URLSearchParams(search);
    rest.delete(COUPON_LINK_PARAMETER);
    const query = rest.toString();
    void navigate({ pathname, search: query ? `?${query}` : "", hash }, { replace: true, state });
  }, [code, search, pathname, hash, state, navigate]);
}

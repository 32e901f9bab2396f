/** The storefront's address (built in: `VITE_STOREFRONT_URL`; decision 3104), without a trailing slash. */
export const STOREFRONT_URL: string = (import.meta.env.VITE_STOREFRONT_URL ?? "http://localhost:4173").replace(/\/+$/, "");

/** A coupon's share link (growth.md section 1): the storefront's cart, which fills and applies the code. */
export function couponShareLink(code: string): string {
  return `${STOREFRONT_URL}/cart?cupom=${encodeURIComponent(code)}`;
}

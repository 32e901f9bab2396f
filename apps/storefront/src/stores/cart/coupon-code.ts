import { normalizeCouponCode } from "@forno/domain/coupons";
import { create } from "zustand";

/** Browser storage key of the coupon the customer applied (or a share link brought). */
const COUPON_STORAGE_KEY = "cupom";

function readStored(): string | null {
  try {
    return localStorage.getItem(COUPON_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/**
 * The coupon of the cart (growth.md section 1), kept beside the cart's lines so it survives a visit
 * to the catalogue or a reload, and let go once an order is created with it (the order keeps it).
 * Apart from the cart store: only the cart's chunk loads it, never the first screen.
 */
export const useCouponCode = create<{ code: string | null }>(() => ({ code: readStored() }));

export function setCouponCode(code: string | null): void {
  const value = code === null || code.trim() === "" ? null : normalizeCouponCode(code);
  useCouponCode.setState({ code: value });
  try {
    if (value === null) localStorage.removeItem(COUPON_STORAGE_KEY);
    else localStorage.setItem(COUPON_STORAGE_KEY, value);
  } catch {
    // Storage blocked: the coupon still works for this visit.
  }
}

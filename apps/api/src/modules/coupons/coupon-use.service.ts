import { type CouponCheck, type CouponRefusal, type CouponRules, couponConditions, couponOffer, couponRefusal } from "@forno/domain/coupons";
import { type DiscountBase, orderDiscountCentavos } from "@forno/domain/discounts";
import type { QuotedCoupon } from "@forno/domain/schemas";
import type { RawQuery } from "../../db/raw";
import { COUPON_USE } from "./coupon-use.sql";

/** The advisory-lock namespace of a coupon's uses (decision 3102): one key per code. */
export const COUPON_LOCK_NAMESPACE = 3100;

/** The lock key of a code: a 32-bit FNV-1a hash (two codes sharing one only wait for each other). */
export function couponLockKey(code: string): number {
  let hash = 0x811c9dc5;
  for (const char of code) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
}

/** A coupon as an order uses it: its id, code and name beside its rules. */
export type UsableCoupon = CouponRules & { id: number; code: string; name: string };

/** What the caps count for one order (growth.md section 1). */
export interface CouponUse {
  coupon: UsableCoupon | null;
  usesTaken: number;
  /** Null when nobody is signed in. */
  client: { usesTaken: number; hasCountedOrder: boolean } | null;
}

/** The coupon with this code (upper case) and its counts at `now`, for `clientId` (null: nobody signed in). */
export async function readCouponUse(query: RawQuery, code: string, clientId: number | null, now: Date): Promise<CouponUse> {
  const [row] = await query(COUPON_USE, [code, clientId === null ? null : String(clientId), now.toISOString()]);
  if (row === undefined || row.coupon === null || row.coupon === undefined) return { coupon: null, usesTaken: 0, client: null };
  const stored = JSON.parse(row.coupon) as UsableCoupon;
  const instant = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  const coupon: UsableCoupon = {
    ...stored,
    value: Number(stored.value),
    max_discount: stored.max_discount === null ? null : Number(stored.max_discount),
    min_subtotal: Number(stored.min_subtotal),
    starts_at: instant(stored.starts_at),
    ends_at: instant(stored.ends_at),
  };
  const client = clientId === null ? null : { usesTaken: Number(row.client_uses), hasCountedOrder: row.known_client === "true" };
  return { coupon, usesTaken: Number(row.uses_taken), client };
}

/** A coupon applied to an order: its discount and how a quote shows it. */
export interface AppliedCoupon {
  coupon: UsableCoupon;
  discountCentavos: number;
  quoted: QuotedCoupon;
}

/**
 * A coupon's answer for one order: its refusal (null: none), and the coupon applied, which is also
 * there when the only refusal is "sign in" (a signed-out quote shows the discount and asks to sign in).
 */
export interface CouponVerdict {
  refusal: CouponRefusal | null;
  applied: AppliedCoupon | null;
}

/**
 * The domain's refusal in the contract's order, then the discount the one discount function gives
 * (growth.md section 1). `check` is the order without the counts, which `use` brings.
 */
export function couponVerdict(use: CouponUse, check: Omit<CouponCheck, "usesTaken" | "client">, base: DiscountBase): CouponVerdict {
  const refusal = couponRefusal(use.coupon, { ...check, usesTaken: use.usesTaken, client: use.client });
  if ((refusal !== null && refusal.reason !== "signIn") || use.coupon === null) return { refusal, applied: null };
  const coupon = use.coupon;
  const applied = {
    coupon,
    discountCentavos: orderDiscountCentavos(couponOffer(coupon), base),
    quoted: { code: coupon.code, name: coupon.name, conditions: couponConditions(coupon, check.timeZone) },
  };
  return { refusal, applied };
}

/** A coupon code: 3 to 20 letters (A to Z) and digits (growth.md section 1; decision 3101). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

/** The code as stored and compared: trimmed, upper case (the customer may type it in any case). */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether a typed code is a well-formed one, whatever its case. */
export function isCouponCode(code: string): boolean {
  return COUPON_CODE_PATTERN.test(normalizeCouponCode(code));
}

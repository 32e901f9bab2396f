import { discountAmountText, discountLabel } from "@forno/domain/order-reading";
import { reaisToCentavos } from "@forno/domain/pricing";
import type { OrderQuote, StaffOrderForm } from "@forno/domain/schemas";
import { TextField } from "@forno/ui/text-field";
import { type KeyboardEvent, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import styles from "./new-order.module.css";

/**
 * "Cupom de desconto" of a staff order (growth.md section 1): typed in any case and applied when the
 * field is left (or on Enter, which does not create the order), then checked by the server's quote
 * for this client and channel: its conditions and discount, or its refusal under the field.
 */
export function CouponField({ form, quote }: { form: UseFormReturn<StaffOrderForm>; quote: OrderQuote | undefined }) {
  const [typed, setTyped] = useState(form.getValues("coupon_code"));
  const apply = () => form.setValue("coupon_code", typed.trim().toUpperCase(), { shouldDirty: true });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    apply();
  };
  const applied = quote?.coupon ?? null;
  const refusal = quote !== undefined && applied === null ? (quote.problems[0] ?? null) : null;
  const hint = applied ? `${applied.name}: ${applied.conditions}. ${discountLabel({ coupon_code: applied.code })}: ${discountAmountText(reaisToCentavos(quote!.discount))}.` : undefined;
  return (
    <TextField
      label="Cupom de desconto"
      optional
      autoComplete="off"
      className={styles.coupon}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onBlur={apply}
      onKeyDown={onKeyDown}
      hint={hint}
      error={refusal ?? undefined}
    />
  );
}

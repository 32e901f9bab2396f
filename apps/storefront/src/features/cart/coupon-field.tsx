import type { QuotedCoupon } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { TextField } from "@forno/ui/text-field";
import { type FormEvent, useState } from "react";
import styles from "./coupon-field.module.css";

export interface CouponFieldProps {
  /** The code the cart holds (typed and applied, or brought by a share link). */
  code: string | null;
  /** The coupon as the server applied it, with its conditions; null when it was not. */
  applied: QuotedCoupon | null;
  /** The server's message under the field: its refusal, or what it asks first ("Entre na sua conta..."). */
  message: string | null;
  /** False while the cart cannot be quoted (no way to receive it chosen yet). */
  quotable: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * "Cupom de desconto" in the cart (growth.md section 1): the field with "Aplicar"; an applied coupon
 * shows its name and its conditions before the purchase (Decreto 7.962/2013 art. 2) and "Remover";
 * the server's refusal shows under the field.
 */
export function CouponField({ code, applied, message, quotable, onApply, onRemove }: CouponFieldProps) {
  const [typed, setTyped] = useState(code ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== "") onApply(typed);
  };

  if (applied !== null) {
    return (
      <section className={styles.coupon} aria-labelledby="cupom-aplicado">
        <h2 id="cupom-aplicado" className={styles.heading}>
          Cupom de desconto
        </h2>
        <p className={styles.name}>
          {applied.name} <span className={styles.code}>{applied.code}</span>
        </p>
        <p className={styles.conditions}>{applied.conditions}</p>
        {message ? (
          <p className={styles.notice} role="status">
            {message}
          </p>
        ) : null}
        <Button variant="secondary" className={styles.remove} onClick={onRemove}>
          Remover
        </Button>
      </section>
    );
  }

  const hint = code !== null && !quotable ? "Escolha entrega ou retirada para ver o desconto." : undefined;
  return (
    <form className={styles.coupon} onSubmit={submit} aria-label="Cupom de desconto">
      <div className={styles.row}>
        <TextField
          label="Cupom de desconto"
          className={styles.field}
          value={typed}
          onChange={(event) => setTyped(event.target.value.toUpperCase())}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          hint={hint}
          error={message ?? undefined}
        />
        <Button type="submit" variant="secondary" className={styles.apply}>
          Aplicar
        </Button>
      </div>
    </form>
  );
}

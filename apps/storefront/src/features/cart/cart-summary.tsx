import { discountAmountText, discountLabel } from "@forno/domain/order-reading";
import { Money } from "@forno/ui/money";
import type { DeliveryMethod } from "../../stores/cart/cart-store";
import styles from "./cart-summary.module.css";

export interface CartSummaryProps {
  subtotalCentavos: number;
  feeCentavos: number;
  /** The coupon's or the reward's discount (growth.md sections 1 and 2), 0 without one. */
  discountCentavos: number;
  /** The applied coupon's code, for the line "Desconto (CODE)". */
  couponCode: string | null;
  /** The applied reward's name ("Uma pizza grátis (até R$ 60,00)"), under the reward's discount line; null without one. */
  rewardName: string | null;
  method: DeliveryMethod | null;
}

/** Subtotal, the fee (pickup has none), the discount and the total = lines + fee - discount. */
export function CartSummary({ subtotalCentavos, feeCentavos, discountCentavos, couponCode, rewardName, method }: CartSummaryProps) {
  return (
    <section aria-label="Resumo do pedido">
      <dl className={styles.summary}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd>
            <Money value={subtotalCentavos} unit="centavos" />
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{method === "retirada" ? "Entrega" : "Taxa de entrega"}</dt>
          <dd>{method === "entrega" ? <Money value={feeCentavos} unit="centavos" /> : method === "retirada" ? "Retirado no balcão" : "—"}</dd>
        </div>
        {discountCentavos > 0 ? (
          <div className={styles.row}>
            <dt>
              {discountLabel({ coupon_code: couponCode, uses_reward: rewardName !== null })}
              {rewardName ? <span className={styles.note}>{rewardName}</span> : null}
            </dt>
            <dd className={styles.discount}>{discountAmountText(discountCentavos)}</dd>
          </div>
        ) : null}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total</dt>
          <dd>
            <Money value={subtotalCentavos + feeCentavos - discountCentavos} unit="centavos" />
          </dd>
        </div>
      </dl>
    </section>
  );
}

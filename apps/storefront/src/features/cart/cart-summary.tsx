import { Money } from "@forno/ui/money";
import type { DeliveryMethod } from "../../stores/cart/cart-store";
import styles from "./cart-summary.module.css";

export interface CartSummaryProps {
  subtotalCentavos: number;
  feeCentavos: number;
  method: DeliveryMethod | null;
}

/** Subtotal, the fee (pickup has none) and the total = lines + fee. */
export function CartSummary({ subtotalCentavos, feeCentavos, method }: CartSummaryProps) {
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
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total</dt>
          <dd>
            <Money value={subtotalCentavos + feeCentavos} unit="centavos" />
          </dd>
        </div>
      </dl>
    </section>
  );
}

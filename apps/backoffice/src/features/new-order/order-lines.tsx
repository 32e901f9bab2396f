import { fractionLabel } from "@forno/domain/fractions";
import { FRACTION_MESSAGES } from "@forno/domain/fractions";
import { Button } from "@forno/ui/button";
import { Money } from "@forno/ui/money";
import { discountAmountText, discountLabel } from "@forno/domain/order-reading";
import type { StaffCart } from "./use-staff-cart";
import styles from "./new-order.module.css";

export interface OrderLinesProps {
  cart: StaffCart;
  feeCentavos: number | null;
  /** The coupon's or the reward's discount as the server quoted it (0 without one), and the coupon's code. */
  discountCentavos?: number;
  couponCode?: string | null;
  /** The discount is the loyalty reward's. */
  usesReward?: boolean;
}

/** The order's lines with their domain prices, the subtotal, the delivery fee, the coupon's discount and the total. */
export function OrderLines({ cart, feeCentavos, discountCentavos = 0, couponCode = null, usesReward = false }: OrderLinesProps) {
  if (cart.lines.length === 0) return <p className={styles.hint}>Nenhum item ainda.</p>;
  return (
    <div className={styles.lines}>
      <ul aria-label="Itens do pedido" className={styles.lineList}>
        {cart.lines.map((line, index) => {
          const group = cart.groups[index] ?? index;
          const firstOfGroup = cart.groups.indexOf(group) === index;
          const fraction = fractionLabel(line.quantity);
          return (
            <li key={index} className={styles.line}>
              <span>
                {fraction ?? `${line.quantity}x`} {line.name}
                {line.additionals.length > 0 ? <span className={styles.muted}> + {line.additionals.map((row) => row.ProductAdditional.name).join(", ")}</span> : null}
                {line.note ? <span className={styles.muted}> · Obs: {line.note}</span> : null}
              </span>
              <Money value={cart.prices[index] ?? 0} unit="centavos" />
              {firstOfGroup ? (
                <Button type="button" variant="ghost" onClick={() => cart.removeGroup(group)} aria-label={`Remover ${line.name}`}>
                  Remover
                </Button>
              ) : (
                <span />
              )}
            </li>
          );
        })}
      </ul>
      {cart.incomplete ? (
        <p className={styles.notice} role="status">
          {FRACTION_MESSAGES.incompletePizza}
        </p>
      ) : null}
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd>
          <Money value={cart.subtotalCentavos} unit="centavos" />
        </dd>
        <dt>Taxa de entrega</dt>
        <dd>{feeCentavos === null ? "—" : <Money value={feeCentavos} unit="centavos" />}</dd>
        {discountCentavos > 0 ? (
          <>
            <dt>{discountLabel({ coupon_code: couponCode, uses_reward: usesReward })}</dt>
            <dd>{discountAmountText(discountCentavos)}</dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd>
          <Money value={cart.subtotalCentavos + (feeCentavos ?? 0) - discountCentavos} unit="centavos" />
        </dd>
      </dl>
    </div>
  );
}

import { fractionLabel } from "@forno/domain/fractions";
import { additionalName, orderLines } from "@forno/domain/order-reading";
import { priceOrderItems, reaisToCentavos } from "@forno/domain/pricing";
import { type OrderItem } from "@forno/domain/schemas";
import { Money } from "@forno/ui/money";
import styles from "./order-details.module.css";

function quantityText(quantity: number): string {
  return fractionLabel(quantity) ?? `${quantity}x`;
}

/** The cart items, one line per cart line with its additionals and note, priced as the cart priced them. */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  const { lines: prices } = priceOrderItems(items.map((item) => ({ ...item, unitCentavos: reaisToCentavos(item.amount) })));
  const lines = orderLines(items);
  if (lines.length === 0) return <p className={styles.muted}>Sem itens.</p>;
  return (
    <ul className={styles.items} aria-label="Itens do pedido">
      {lines.map((line) => (
        <li key={line.product.cart_index} className={styles.item}>
          <span className={styles.quantity}>{quantityText(line.product.quantity)}</span>
          <span className={styles.itemText}>
            <strong>{line.product.product.name}</strong>
            {line.additionals.length > 0 ? (
              <span className={styles.muted}>{line.additionals.map(additionalName).join(", ")}</span>
            ) : null}
            {line.product.item_notes ? <span className={styles.note}>Obs.: {line.product.item_notes}</span> : null}
          </span>
          <Money value={prices.get(line.product.cart_index) ?? 0} unit="centavos" />
        </li>
      ))}
    </ul>
  );
}

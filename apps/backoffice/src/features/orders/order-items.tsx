import { fractionLabel } from "@forno/domain/fractions";
import { priceOrderItems, reaisToCentavos } from "@forno/domain/pricing";
import { type OrderItem } from "@forno/domain/schemas";
import { Money } from "@forno/ui/money";
import styles from "./order-details.module.css";

interface CartLine {
  index: number;
  product: OrderItem | undefined;
  additionals: OrderItem[];
}

function cartLines(items: readonly OrderItem[]): CartLine[] {
  const lines = new Map<number, CartLine>();
  for (const item of items) {
    const line = lines.get(item.cart_index) ?? { index: item.cart_index, product: undefined, additionals: [] };
    if (item.item_id_parent === null) line.product = item;
    else line.additionals.push(item);
    lines.set(item.cart_index, line);
  }
  return [...lines.values()].sort((a, b) => a.index - b.index);
}

function quantityText(quantity: number): string {
  return fractionLabel(quantity) ?? `${quantity}x`;
}

/** The cart items, one line per cart line with its additionals and note, priced as the cart priced them. */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  const { lines: prices } = priceOrderItems(items.map((item) => ({ ...item, unitCentavos: reaisToCentavos(item.amount) })));
  const lines = cartLines(items);
  if (lines.length === 0) return <p className={styles.muted}>Sem itens.</p>;
  return (
    <ul className={styles.items} aria-label="Itens do pedido">
      {lines.map((line) => (
        <li key={line.index} className={styles.item}>
          <span className={styles.quantity}>{line.product ? quantityText(line.product.quantity) : ""}</span>
          <span className={styles.itemText}>
            <strong>{line.product?.product.name ?? "Item"}</strong>
            {line.additionals.length > 0 ? (
              <span className={styles.muted}>{line.additionals.map((extra) => extra.ProductAdditional?.name ?? "Adicional").join(", ")}</span>
            ) : null}
            {line.product?.item_notes ? <span className={styles.note}>Obs.: {line.product.item_notes}</span> : null}
          </span>
          <Money value={prices.get(line.index) ?? 0} unit="centavos" />
        </li>
      ))}
    </ul>
  );
}

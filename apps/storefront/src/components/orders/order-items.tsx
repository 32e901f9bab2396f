import { fractionLabel, isWholeQuantity } from "@forno/domain/fractions";
import { additionalName, orderLines } from "@forno/domain/order-reading";
import type { Order } from "@forno/domain/schemas";
import styles from "./order-items.module.css";

const quantityFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** How one product row reads: "1/2 Margherita" or "2x Guaraná 2 L". */
export function itemQuantityText(quantity: number): string {
  return isWholeQuantity(quantity) ? `${quantityFormat.format(quantity)}x` : (fractionLabel(quantity) ?? String(quantity));
}

/** The items of an order: product rows with their additionals and notes, capped at 400px (it scrolls). */
export function OrderItems({ order }: { order: Order }) {
  return (
    // A scrolling region must be reachable by keyboard: it takes focus and has a name.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className={styles.box} tabIndex={0} aria-labelledby="itens-do-pedido">
      <h2 id="itens-do-pedido" className={styles.heading}>
        Itens
      </h2>
      <ul className={styles.list}>
        {orderLines(order.OrderItem).map(({ product: item, additionals }) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.quantity}>{itemQuantityText(item.quantity)}</span>
            <span className={styles.text}>
              <span className={styles.name}>{item.product.name}</span>
              {additionals.length > 0 ? <span className={styles.extra}>{additionals.map(additionalName).join(", ")}</span> : null}
              {item.item_notes ? <span className={styles.extra}>Observação: {item.item_notes}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

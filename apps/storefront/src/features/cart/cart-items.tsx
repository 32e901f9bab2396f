import { fractionLabel, isWholeQuantity, quantityTotal } from "@forno/domain/fractions";
import { cartPizzas } from "@forno/domain/order-reading";
import type { CartLine } from "@forno/domain/schemas";
import { IconButton } from "@forno/ui/icon-button";
import { TrashIcon } from "@forno/ui/icons";
import { Money } from "@forno/ui/money";
import { QuantityStepper } from "@forno/ui/quantity-stepper";
import { Link } from "react-router";
import styles from "./cart-items.module.css";

export interface CartItemsProps {
  lines: readonly CartLine[];
  /** Each line's price in centavos under the store's half-and-half rule. */
  prices: readonly number[];
  onQuantity: (index: number, quantity: number) => void;
  onRemove: (index: number) => void;
}

function pizzaTitle(size: number, complete: boolean): string {
  if (!complete) return "Pizza em montagem";
  return size === 2 ? "Pizza meio a meio" : size === 3 ? "Pizza de três sabores" : "Pizza";
}

function LineDetails({ line, index, price }: { line: CartLine; index: number; price: number }) {
  const fraction = isWholeQuantity(line.quantity) ? null : fractionLabel(line.quantity);
  return (
    <div className={styles.details}>
      <p className={styles.name}>
        {fraction ? <span className={styles.fraction}>{fraction}</span> : null}
        {line.name}
      </p>
      {line.additionals.length > 0 ? <p className={styles.extra}>{line.additionals.map((row) => row.ProductAdditional.name).join(", ")}</p> : null}
      {line.note ? <p className={styles.extra}>Observação: {line.note}</p> : null}
      <div className={styles.lineFoot}>
        <Money value={price} unit="centavos" className={styles.price} />
        <Link to="/product" state={{ product: line, lineIndex: index }} className={styles.edit} aria-label={`Editar ${line.name}`}>
          Editar
        </Link>
      </div>
    </div>
  );
}

/** The cart's items: a pizza of several flavours is one card (removed as a whole); whole items get a stepper. */
export function CartItems({ lines, prices, onQuantity, onRemove }: CartItemsProps) {
  return (
    <ul className={styles.list} aria-label="Itens do pedido">
      {cartPizzas(lines).map((indices) => {
        const first = indices[0] ?? 0;
        const firstLine = lines[first];
        if (!firstLine) return null;
        const single = indices.length === 1 && isWholeQuantity(firstLine.quantity);
        if (single) {
          return (
            <li key={first} className={styles.card}>
              <LineDetails line={firstLine} index={first} price={prices[first] ?? 0} />
              <QuantityStepper value={firstLine.quantity} min={0} max={99} onChange={(quantity) => onQuantity(first, quantity)} label={`Quantidade de ${firstLine.name}`} />
            </li>
          );
        }
        const complete = isWholeQuantity(quantityTotal(indices.map((index) => lines[index]?.quantity ?? 0)));
        return (
          <li key={first} className={styles.card}>
            <div className={styles.pizza}>
              <p className={styles.pizzaTitle}>{pizzaTitle(indices.length, complete)}</p>
              <ul className={styles.flavours}>
                {indices.map((index) => {
                  const line = lines[index];
                  return line ? (
                    <li key={index}>
                      <LineDetails line={line} index={index} price={prices[index] ?? 0} />
                    </li>
                  ) : null;
                })}
              </ul>
            </div>
            <IconButton aria-label={`Remover ${pizzaTitle(indices.length, complete).toLowerCase()}`} onClick={() => onRemove(first)}>
              <TrashIcon />
            </IconButton>
          </li>
        );
      })}
    </ul>
  );
}

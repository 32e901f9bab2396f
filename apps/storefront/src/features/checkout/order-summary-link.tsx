import { discountAmountText, discountLabel, orderSums, orderTotalCentavos } from "@forno/domain/order-reading";
import type { Order } from "@forno/domain/schemas";
import { ChevronRightIcon } from "@forno/ui/icons";
import { Money } from "@forno/ui/money";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { Link } from "react-router";
import { itemQuantityText } from "../../components/orders/order-items";
import styles from "./payment.module.css";

/** The order being paid, in one line; it opens /order with the order (seed 001 section 2.6). */
export function OrderSummaryLink({ order }: { order: Order }) {
  const items = order.OrderItem.filter((item) => item.item_id_parent === null)
    .map((item) => `${itemQuantityText(item.quantity)} ${item.product.name}`)
    .join(", ");
  return (
    <Link to="/order" state={{ order }} className={styles.summary}>
      <span className={styles.summaryText}>
        <span className={styles.summaryTitle}>Pedido #{order.external_id}</span>{" "}
        <span className={styles.summaryItems}>{items}</span>
      </span>{" "}
      <Money value={orderTotalCentavos(order)} unit="centavos" className={styles.summaryTotal} />{" "}
      <VisuallyHidden>(ver detalhes)</VisuallyHidden>
      <ChevronRightIcon />
    </Link>
  );
}

/** The footer of the payment screens: the total the customer pays (amount + delivery_fee - discount), with the discount it took off. */
export function TotalFooter({ order }: { order: Order }) {
  const { discount, total } = orderSums(order);
  return (
    <p className={styles.footer}>
      <span>
        Total
        {discount > 0 ? (
          <span className={styles.footerDiscount}>
            {" "}
            {discountLabel(order)}: {discountAmountText(discount)}
          </span>
        ) : null}
      </span>
      <Money value={total} unit="centavos" className={styles.footerTotal} />
    </p>
  );
}

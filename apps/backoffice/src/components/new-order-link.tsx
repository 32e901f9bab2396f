import { Link } from "react-router";
import styles from "./new-order-link.module.css";

/** "Novo pedido": a phone or counter order typed by staff (issue 17), from the desk and the table. */
export function NewOrderLink() {
  return (
    <Link to="/backoffice/orders/new" className={styles.link}>
      Novo pedido
    </Link>
  );
}

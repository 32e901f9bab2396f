import { NavLink } from "react-router";
import styles from "./orders-view-switch.module.css";

const VIEWS = [
  { to: "/backoffice/orders", label: "Quadro" },
  { to: "/backoffice/orders/table", label: "Tabela" },
] as const;

/** "Quadro" | "Tabela": the live board and the searchable table of every order, one click apart. */
export function OrdersViewSwitch() {
  return (
    <nav aria-label="Visualização dos pedidos" className={styles.switch}>
      {VIEWS.map((view) => (
        <NavLink key={view.to} to={view.to} end className={({ isActive }) => (isActive ? `${styles.option} ${styles.active}` : styles.option)}>
          {view.label}
        </NavLink>
      ))}
    </nav>
  );
}

import { CartIcon, CatalogIcon, MenuIcon, ReceiptIcon } from "@forno/ui/icons";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useCartStore } from "../../stores/cart/cart-store";
import { useSignedIn } from "../../lib/session/session-store";
import { fixedEdge } from "./use-fixed-edges";
import styles from "./bottom-bar.module.css";

function Tab({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <li>
      <NavLink to={to} end className={({ isActive }) => [styles.tab, isActive && styles.active].filter(Boolean).join(" ")}>
        <span className={styles.iconWrap}>{icon}</span>
        <span className={styles.label}>{label}</span>
      </NavLink>
    </li>
  );
}

/** Catalogue, cart (with the count of cart lines), orders and menu, within the thumb's reach. */
export function BottomBar() {
  const count = useCartStore((state) => state.lines.length);
  const signedIn = useSignedIn();
  return (
    <nav className={styles.bar} aria-label="Navegação principal" {...fixedEdge("bottom")}>
      <ul className={styles.list}>
        <Tab to="/catalog" label="Cardápio" icon={<CatalogIcon />} />
        <li>
          <NavLink to="/cart" className={({ isActive }) => [styles.tab, isActive && styles.active, count > 0 && styles.highlight].filter(Boolean).join(" ")}>
            <span className={styles.iconWrap}>
              <CartIcon />
              {count > 0 ? (
                <span className={styles.badge} aria-hidden="true">
                  {count}
                </span>
              ) : null}
            </span>
            <span className={styles.label}>Carrinho</span>
            {count > 0 ? <VisuallyHidden>{`, ${count} ${count === 1 ? "item" : "itens"}`}</VisuallyHidden> : null}
          </NavLink>
        </li>
        <Tab to={signedIn ? "/orders" : "/sign-in"} label="Pedidos" icon={<ReceiptIcon />} />
        <Tab to="/menu" label="Menu" icon={<MenuIcon />} />
      </ul>
    </nav>
  );
}

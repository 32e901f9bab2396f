import { CartIcon, CatalogIcon, ChevronRightIcon, HomeIcon, InfoIcon, LogoutIcon, ReceiptIcon, UserIcon, type IconComponent } from "@forno/ui/icons";
import { Link } from "react-router";
import { CompactHeader } from "../navigation/compact-header";
import { Page } from "../navigation/page";
import { useSignedIn } from "../session/session-store";
import styles from "./menu-page.module.css";

interface Entry {
  label: string;
  to: string;
  icon: IconComponent;
}

/** The menu entries of seed 000 section 2; profile and orders ask for a sign-in first when signed out. */
export function menuEntries(signedIn: boolean): Entry[] {
  return [
    { label: "Início", to: "/", icon: HomeIcon },
    { label: "Cardápio", to: "/catalog", icon: CatalogIcon },
    { label: "Carrinho", to: "/cart", icon: CartIcon },
    { label: "Perfil", to: signedIn ? "/profile" : "/sign-in", icon: UserIcon },
    { label: "Pedidos", to: signedIn ? "/orders" : "/sign-in", icon: ReceiptIcon },
    { label: "Informações", to: "/company", icon: InfoIcon },
    signedIn ? { label: "Sair", to: "/sign-out", icon: LogoutIcon } : { label: "Acessar", to: "/sign-in", icon: UserIcon },
  ];
}

export function MenuPage() {
  const signedIn = useSignedIn();
  return (
    <Page header={<CompactHeader title="Menu" />} bottomBar>
      <nav aria-label="Menu">
        <ul className={styles.list}>
          {menuEntries(signedIn).map(({ label, to, icon: Icon }) => (
            <li key={label}>
              <Link to={to} className={styles.entry}>
                <Icon className={styles.icon} />
                <span className={styles.label}>{label}</span>
                <ChevronRightIcon size={20} className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}

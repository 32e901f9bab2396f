import { MenuIcon, UserIcon } from "@forno/ui/icons";
import { Link } from "react-router";
import { useSignedIn } from "../../lib/session/session-store";
import { AddressTitle } from "./address-title";
import { fixedEdge } from "../layout/use-fixed-edges";
import styles from "./header.module.css";

/** The home header: menu, the selected address, and the profile (or sign-in) entry. */
export function MobileHeader() {
  const signedIn = useSignedIn();
  return (
    <header className={styles.header} {...fixedEdge("top")}>
      <Link to="/menu" className={styles.icon} aria-label="Menu">
        <MenuIcon />
      </Link>
      <AddressTitle />
      <Link to={signedIn ? "/profile" : "/sign-in"} className={styles.icon} aria-label={signedIn ? "Perfil" : "Acessar"}>
        <UserIcon />
      </Link>
    </header>
  );
}

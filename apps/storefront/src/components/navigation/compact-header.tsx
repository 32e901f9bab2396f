import { ArrowLeftIcon, MenuIcon } from "@forno/ui/icons";
import { Link, useLocation, useNavigate } from "react-router";
import { AddressTitle } from "./address-title";
import { fixedEdge } from "../layout/use-fixed-edges";
import styles from "./header.module.css";

export interface CompactHeaderProps {
  /** The page's title; without one the selected address shows (and opens the picker). */
  title?: string;
  /** Where the back button goes; otherwise one step back, or home when there is no history. */
  backTo?: string;
  /** Navigation state for `backTo` (the payment screens go back to /checkout with the order). */
  backState?: unknown;
  /** The title is the page's h1 unless the page has its own (then it is plain text). */
  titleAs?: "h1" | "p";
}

/** The inner pages' header: back, a title (or the address), and the menu. */
export function CompactHeader({ title, backTo, backState, titleAs: Title = "h1" }: CompactHeaderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  function goBack() {
    if (backTo) navigate(backTo, backState === undefined ? undefined : { state: backState });
    else if (location.key === "default") navigate("/");
    else navigate(-1);
  }
  return (
    <header className={styles.header} {...fixedEdge("top")}>
      <button type="button" className={styles.icon} aria-label="Voltar" onClick={goBack}>
        <ArrowLeftIcon />
      </button>
      {title ? <Title className={styles.title}>{title}</Title> : <AddressTitle />}
      <Link to="/menu" className={styles.icon} aria-label="Menu">
        <MenuIcon />
      </Link>
    </header>
  );
}

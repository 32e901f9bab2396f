import { ChevronLeftIcon, LogoutIcon, MenuIcon } from "@forno/ui/icons";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { useId } from "react";
import { NavLink } from "react-router";
import { useEndSession } from "../../lib/use-end-session";
import { NAV_ITEMS } from "./nav-items";
import { isNarrowWindow, useSidebarStore } from "./sidebar-store";
import styles from "./sidebar.module.css";

/**
 * The section menu; collapsed it keeps only the icons (names stay for screen readers and as
 * tooltips). On a phone it starts collapsed and, open, lies over the page (sidebar.module.css).
 */
export function Sidebar() {
  const expanded = useSidebarStore((state) => state.expanded);
  const toggle = useSidebarStore((state) => state.toggle);
  const setExpanded = useSidebarStore((state) => state.setExpanded);
  // On a phone the open menu covers the page: choosing a section closes it.
  const closeOnPhone = () => {
    if (isNarrowWindow()) setExpanded(false);
  };
  const endSession = useEndSession();
  const listId = useId();

  const label = (text: string) => (expanded ? <span>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>);

  return (
    <aside className={styles.sidebar} data-expanded={expanded}>
      <div className={styles.brand}>
        {expanded ? <span className={styles.brandName}>Forno</span> : null}
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={listId} onClick={toggle} title={expanded ? "Recolher menu" : "Expandir menu"}>
          {expanded ? <ChevronLeftIcon size={20} /> : <MenuIcon size={20} />}
          <VisuallyHidden>{expanded ? "Recolher menu" : "Expandir menu"}</VisuallyHidden>
        </button>
      </div>
      <nav aria-label="Menu principal" className={styles.nav}>
        <ul id={listId} className={styles.list}>
          {NAV_ITEMS.map(({ to, label: text, icon: Icon }) => (
            <li key={to}>
              <NavLink to={to} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)} title={expanded ? undefined : text} onClick={closeOnPhone}>
                <Icon size={20} />
                {label(text)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className={`${styles.link} ${styles.logout}`} onClick={endSession} title={expanded ? undefined : "Sair"}>
        <LogoutIcon size={20} />
        {label("Sair")}
      </button>
    </aside>
  );
}

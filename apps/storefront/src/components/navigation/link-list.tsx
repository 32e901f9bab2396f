import { ChevronRightIcon, type IconComponent } from "@forno/ui/icons";
import { Link } from "react-router";
import styles from "./link-list.module.css";

export interface LinkListEntry {
  label: string;
  /** A screen of the app... */
  to: string;
  icon: IconComponent;
  /** ...or, instead, a page outside it (opened in a new tab: a WhatsApp draft). */
  external?: boolean;
}

/** A card of full-width rows, icon, label and chevron: the menu and the profile entries. */
export function LinkList({ label, entries }: { label: string; entries: readonly LinkListEntry[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {entries.map(({ label: text, to, icon: Icon, external }) => {
          const content = (
            <>
              <Icon className={styles.icon} />
              <span className={styles.label}>{text}</span>
              <ChevronRightIcon size={20} className={styles.chevron} />
            </>
          );
          return (
            <li key={text}>
              {external ? (
                <a href={to} target="_blank" rel="noreferrer" className={styles.entry}>
                  {content}
                </a>
              ) : (
                <Link to={to} className={styles.entry}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

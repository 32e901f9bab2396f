import { ChevronRightIcon, type IconComponent } from "@forno/ui/icons";
import { Link } from "react-router";
import styles from "./link-list.module.css";

export interface LinkListEntry {
  label: string;
  to: string;
  icon: IconComponent;
}

/** A card of full-width rows, icon, label and chevron: the menu and the profile entries. */
export function LinkList({ label, entries }: { label: string; entries: readonly LinkListEntry[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {entries.map(({ label: text, to, icon: Icon }) => (
          <li key={text}>
            <Link to={to} className={styles.entry}>
              <Icon className={styles.icon} />
              <span className={styles.label}>{text}</span>
              <ChevronRightIcon size={20} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

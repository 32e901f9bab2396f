import { type ReactNode } from "react";
import styles from "./table-scroll.module.css";

/**
 * A frame for a table that can be wider than a phone's screen: the table scrolls sideways inside
 * it and the page keeps its width. Named and focusable, so a keyboard can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.frame} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

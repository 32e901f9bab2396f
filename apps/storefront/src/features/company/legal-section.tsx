import type { ReactNode } from "react";
import styles from "./legal.module.css";

export interface OutlineEntry {
  id: string;
  title: string;
}

/** One numbered part of a legal text, reachable by its anchor (#cookies). */
export function LegalSection({ entry, children }: { entry: OutlineEntry; children: ReactNode }) {
  return (
    <section id={entry.id} className={styles.section} aria-labelledby={`${entry.id}-title`} tabIndex={-1}>
      <h2 id={`${entry.id}-title`} className={styles.sectionTitle}>
        {entry.title}
      </h2>
      {children}
    </section>
  );
}

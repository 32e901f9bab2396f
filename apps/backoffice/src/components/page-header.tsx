import { type ReactNode } from "react";
import styles from "./page-header.module.css";

/** A screen's title (also the document title) with its actions on the right. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <header className={styles.header}>
      <title>{`${title} · Forno Backoffice`}</title>
      <h1 className={styles.title}>{title}</h1>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

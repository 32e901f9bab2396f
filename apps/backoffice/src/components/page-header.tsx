import { type ReactNode } from "react";
import styles from "./page-header.module.css";

/** A screen's title (also the document title, unless `documentTitle` says more) with its actions on the right. */
export function PageHeader({ title, actions, documentTitle }: { title: string; actions?: ReactNode; documentTitle?: string }) {
  return (
    <header className={styles.header}>
      <title>{documentTitle ?? `${title} · Forno Backoffice`}</title>
      <h1 className={styles.title}>{title}</h1>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

import { type ReactNode } from "react";
import { cx } from "./class-names";
import styles from "./empty-state.module.css";

export interface EmptyStateProps {
  /** A decorative icon, e.g. <CartIcon size={32} />. */
  icon?: ReactNode;
  /** "Seu carrinho está vazio". */
  title: string;
  /** What to do next. */
  text?: ReactNode;
  /** The way out, e.g. <Button onClick={...}>Ver cardápio</Button> or a router link. */
  action?: ReactNode;
  /** Heading level of the title within the page (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Nothing to show yet: says so, says what to do, and offers the button to do it. */
export function EmptyState({ icon, title, text, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx(styles.empty, className)} aria-label={title}>
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}

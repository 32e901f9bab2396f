import { type HTMLAttributes } from "react";
import { cx } from "./class-names";
import styles from "./visually-hidden.module.css";

/** Text for screen readers only (e.g. "Carregando..." beside skeletons). */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={cx(styles.hidden, className)} {...rest} />;
}

import { type HTMLAttributes } from "react";
import { cx } from "./class-names";
import styles from "./badge.module.css";

export type BadgeTone = "neutral" | "success" | "warning" | "danger" | "info";

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A short coloured label; the text always says what the colour means. */
export function Badge({ tone = "neutral", className, ...rest }: BadgeProps) {
  return <span className={cx(styles.badge, styles[tone], className)} data-tone={tone} {...rest} />;
}

import { type ButtonHTMLAttributes, type ReactNode, type Ref } from "react";
import { cx } from "./class-names";
import styles from "./icon-button.module.css";

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label" | "children"> {
  /** Required: an icon has no text, so this is the button's only accessible name ("Fechar", "Abrir menu"). */
  "aria-label": string;
  /** The icon; it is hidden from assistive tech by the icon components themselves. */
  children: ReactNode;
  variant?: "ghost" | "secondary" | "primary";
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({ variant = "ghost", className, type = "button", ...rest }: IconButtonProps) {
  return <button type={type} className={cx(styles.iconButton, styles[variant], className)} {...rest} />;
}

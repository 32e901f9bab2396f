import { type ButtonHTMLAttributes } from "react";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "ghost";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
}

export function Button({ variant = "primary", block = false, className, type = "button", ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], block ? styles.block : undefined, className].filter(Boolean).join(" ");
  return <button type={type} className={classes} {...rest} />;
}

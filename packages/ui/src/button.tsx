import { type ButtonHTMLAttributes, type MouseEvent, type Ref } from "react";
import { cx } from "./class-names";
import { Spinner } from "./spinner";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  /** Shows a spinner and ignores presses while an action runs; the button keeps its focus. */
  loading?: boolean;
  /** Replaces the label while loading, e.g. "Carregando..." on the backoffice login. */
  loadingText?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = "primary",
  block = false,
  loading = false,
  loadingText,
  className,
  type = "button",
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = cx(styles.button, styles[variant], block && styles.block, loading && styles.loading, className);
  // aria-disabled instead of disabled while loading: a disabled button drops keyboard focus mid-action.
  // Preventing the click also stops a submit button (and Enter in a field) from submitting twice.
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <button
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? <Spinner size={18} /> : null}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}

import { type Key } from "react";
import { Toast, type ToastContent } from "./toast";
import styles from "./toast.module.css";

export interface ToastItem extends ToastContent {
  id: Key;
}

export interface ToastViewportProps {
  /** The active toasts, oldest first; an empty list keeps the live region mounted and silent. */
  toasts: readonly ToastItem[];
  onDismiss?: (id: Key) => void;
  /**
   * "top" (default): centred at the top, for the phone, whose bottom bar and pay footer own the
   * bottom. "bottom-end": the bottom right corner, for the staff's laptop, whose filters and
   * table headers sit at the top.
   */
  placement?: "top" | "bottom-end";
}

/**
 * Where toasts appear: a polite live region (role=status) mounted once at the app root, so each
 * toast added to the list is announced without stealing focus.
 */
export function ToastViewport({ toasts, onDismiss, placement = "top" }: ToastViewportProps) {
  return (
    <div role="status" aria-live="polite" aria-label="Notificações" className={styles.viewport} data-placement={placement}>
      {toasts.map(({ id, ...toast }) => (
        <div key={id} className={styles.slot}>
          <Toast {...toast} onDismiss={onDismiss ? () => onDismiss(id) : undefined} />
        </div>
      ))}
    </div>
  );
}

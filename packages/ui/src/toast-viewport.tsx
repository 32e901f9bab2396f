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
}

/**
 * Where toasts appear: a polite live region (role=status) mounted once at the app root, so each
 * toast added to the list is announced without stealing focus.
 */
export function ToastViewport({ toasts, onDismiss }: ToastViewportProps) {
  return (
    <div role="status" aria-live="polite" aria-label="Notificações" className={styles.viewport}>
      {toasts.map(({ id, ...toast }) => (
        <div key={id} className={styles.slot}>
          <Toast {...toast} onDismiss={onDismiss ? () => onDismiss(id) : undefined} />
        </div>
      ))}
    </div>
  );
}

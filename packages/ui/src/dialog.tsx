import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
} from "react";
import { cx } from "./class-names";
import { firstFocusable } from "./focusable";
import { IconButton } from "./icon-button";
import { CloseIcon } from "./icons";
import styles from "./dialog.module.css";

export interface DialogProps {
  open: boolean;
  /** Called for Escape, the close button, a backdrop tap and the phone's back gesture; the parent sets open=false. */
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** A short text under the title that describes the dialog (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** The action buttons, laid out full width on phones. */
  footer?: ReactNode;
  /** "alertdialog" for confirmations that interrupt the flow. */
  role?: "dialog" | "alertdialog";
  /** Whether a backdrop tap closes the dialog (default true). Escape always does. */
  closeOnBackdrop?: boolean;
  /** Hide the "Fechar" icon button when the footer already offers Cancelar. */
  hideCloseButton?: boolean;
  /** Receives focus on open; otherwise the first focusable element, otherwise the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A modal on the native <dialog> element: showModal() puts it in the top layer and makes the page
 * behind it inert, which is the focus trap. Focus goes back to the element that opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  role = "dialog",
  closeOnBackdrop = true,
  hideCloseButton = false,
  initialFocusRef,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (initialFocusRef?.current ?? firstFocusable(dialog) ?? dialog).focus();
    // The page behind must not scroll under a thumb dragging inside the dialog.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      if (dialog.open) dialog.close();
      root.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  const onBackdropClick = useEffectEvent((event: MouseEvent) => {
    // A click whose target is the <dialog> itself landed on the ::backdrop: the content fills the box.
    if (closeOnBackdrop && event.target === ref.current) onClose();
  });
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    dialog.addEventListener("click", onBackdropClick);
    return () => dialog.removeEventListener("click", onBackdropClick);
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Escape") return;
    // Cancelling the keydown stops the browser's own close request, so the parent stays in charge.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  }

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Other close requests (Android back gesture) arrive as "cancel".
    event.preventDefault();
    onClose();
  }

  function handleNativeClose() {
    // The browser closed it on its own (e.g. a cancel it refused to let us prevent): sync the parent.
    // The close event is queued, so it can arrive after the dialog was shown again (React's
    // StrictMode runs the opening effect twice when a dialog mounts open): then it is stale.
    if (open && !ref.current?.open) onClose();
  }

  return (
    <dialog
      ref={ref}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal="true"
      tabIndex={-1}
      className={cx(styles.dialog, className)}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleNativeClose}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {hideCloseButton ? null : (
              <IconButton aria-label="Fechar" className={styles.close} onClick={onClose}>
                <CloseIcon />
              </IconButton>
            )}
          </div>
          <div className={styles.body}>
            {description ? (
              <div id={descriptionId} className={styles.description}>
                {description}
              </div>
            ) : null}
            {children}
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}

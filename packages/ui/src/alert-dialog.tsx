import { Button, type ButtonVariant } from "./button";
import { Dialog } from "./dialog";
import styles from "./alert-dialog.module.css";

export interface AlertDialogButton {
  label: string;
  variant?: ButtonVariant;
  /** Runs before the dialog closes. */
  onClick?: () => void;
}

/** The global alert-dialog state of seed 001: show, title, text, preformatted flag, buttons. */
export interface AlertDialogState {
  show: boolean;
  title: string;
  text: string;
  /** Keep the text's line breaks and spacing (business hours, a server message). */
  preformatted?: boolean;
  buttons: AlertDialogButton[];
}

export interface AlertDialogProps extends AlertDialogState {
  /** Hides the dialog: after any button, on Escape and on the back gesture. */
  onClose: () => void;
}

const DEFAULT_BUTTONS: AlertDialogButton[] = [{ label: "OK" }];

/**
 * An interrupting message or question ("Já existe um pedido em aberto, deseja realizar um novo?").
 * Built to take the global state as props: <AlertDialog {...alertDialog} onClose={hideAlertDialog} />.
 * A backdrop tap does not close it; the person answers with a button or Escape.
 */
export function AlertDialog({ show, title, text, preformatted = false, buttons, onClose }: AlertDialogProps) {
  const actions = buttons.length > 0 ? buttons : DEFAULT_BUTTONS;
  return (
    <Dialog
      open={show}
      onClose={onClose}
      title={title}
      role="alertdialog"
      closeOnBackdrop={false}
      hideCloseButton
      description={preformatted ? <pre className={styles.preformatted}>{text}</pre> : <p className={styles.text}>{text}</p>}
      footer={actions.map((button, index) => (
        <Button
          key={`${index}-${button.label}`}
          variant={button.variant ?? (index === actions.length - 1 ? "primary" : "secondary")}
          onClick={() => {
            button.onClick?.();
            onClose();
          }}
        >
          {button.label}
        </Button>
      ))}
    />
  );
}

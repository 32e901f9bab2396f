import { AlertDialog } from "@forno/ui/alert-dialog";
import { ToastViewport } from "@forno/ui/toast-viewport";
import { useAlertDialogStore } from "./alert-dialog-store";
import { useToastStore } from "@forno/ui/toast-store";

/** The toast live region and the global alert dialog (loaded by FeedbackHost). */
export function FeedbackView() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const { show, title, text, preformatted, buttons, hide } = useAlertDialogStore();
  return (
    <>
      <ToastViewport toasts={toasts} onDismiss={(id) => dismiss(Number(id))} />
      <AlertDialog show={show} title={title} text={text} preformatted={preformatted} buttons={buttons} onClose={hide} />
    </>
  );
}

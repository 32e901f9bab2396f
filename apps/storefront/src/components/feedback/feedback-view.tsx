import { AlertDialog } from "@forno/ui/alert-dialog";
import { ToastViewport } from "@forno/ui/toast-viewport";
import { useAlertDialogStore } from "./alert-dialog-store";
import { useToastStore } from "@forno/ui/toast-store";
import { useEffect } from "react";
import { offerInstall } from "../../lib/pwa/offer-install";

/**
 * The toast live region and the global alert dialog (loaded by FeedbackHost when the phone is idle,
 * on every screen). It also makes the app installable (manifest and service worker, once the first
 * screen has settled): the entry has no byte to spare for it under its 110 KB budget, and this is
 * the one chunk every visit loads after the first paint.
 */
export function FeedbackView() {
  useEffect(offerInstall, []);
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

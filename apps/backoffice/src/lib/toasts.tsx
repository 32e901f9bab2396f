import { ToastViewport } from "@forno/ui/toast-viewport";
import { useToastStore } from "@forno/ui/toast-store";

/** The one live region where the backoffice's toasts appear: bottom right, where they hide no filter or header. */
export function Toasts() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return <ToastViewport toasts={toasts} onDismiss={(id) => dismiss(Number(id))} placement="bottom-end" />;
}

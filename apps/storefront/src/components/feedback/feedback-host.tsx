import { lazy, Suspense, useEffect, useState } from "react";
import { useAlertDialogStore } from "./alert-dialog-store";
import { useToastStore } from "@forno/ui/toast-store";

const FeedbackView = lazy(() => import("./feedback-view").then((m) => ({ default: m.FeedbackView })));

/**
 * Mounted once by the root layout. The toast region and the alert dialog load when the phone is
 * idle (so the live region is in place before the first toast) or at once when something must show.
 */
export function FeedbackHost() {
  const [idle, setIdle] = useState(false);
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const hasDialog = useAlertDialogStore((state) => state.show);
  const needed = hasToasts || hasDialog;
  useEffect(() => {
    const schedule = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
    const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
    const id = schedule(() => setIdle(true));
    return () => cancel(id as number);
  }, []);
  if (!idle && !needed) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackView />
    </Suspense>
  );
}

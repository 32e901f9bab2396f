import type { AlertDialogState } from "@forno/ui/alert-dialog";
import { create } from "zustand";

interface AlertDialogStore extends AlertDialogState {
  open: (dialog: Omit<AlertDialogState, "show">) => void;
  hide: () => void;
}

const hidden: AlertDialogState = { show: false, title: "", text: "", preformatted: false, buttons: [] };

/** The global alert dialog of seed 001 (show, title, text, preformatted flag, buttons). */
export const useAlertDialogStore = create<AlertDialogStore>((set) => ({
  ...hidden,
  open: (dialog) => set({ ...hidden, ...dialog, show: true }),
  hide: () => set({ show: false }),
}));

export function showAlertDialog(dialog: Omit<AlertDialogState, "show">): void {
  useAlertDialogStore.getState().open(dialog);
}

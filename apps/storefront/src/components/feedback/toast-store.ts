import type { ToastItem } from "@forno/ui/toast-viewport";
import type { ToastContent } from "@forno/ui/toast";
import { create } from "zustand";

interface ToastStore {
  toasts: ToastItem[];
  show: (toast: ToastContent, durationMs?: number) => void;
  dismiss: (id: ToastItem["id"]) => void;
}

let nextId = 1;

/** The global toasts of seed 001 (text, subtitle, subtext, style type); each leaves after its time. */
export const useToastStore = create<ToastStore>((set, get) => ({
  toasts: [],
  show: (toast, durationMs = 5000) => {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { id, ...toast }] }));
    setTimeout(() => get().dismiss(id), durationMs);
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

export function showToast(toast: ToastContent, durationMs?: number): void {
  useToastStore.getState().show(toast, durationMs);
}

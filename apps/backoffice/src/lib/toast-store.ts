import { type ToastContent } from "@forno/ui/toast";
import { create } from "zustand";

export interface ActiveToast extends ToastContent {
  id: number;
}

interface ToastState {
  toasts: ActiveToast[];
  show: (toast: ToastContent) => void;
  dismiss: (id: number) => void;
}

/** How long a toast stays (the spec's success messages last 5 s). */
export const TOAST_DURATION_MS = 5_000;

let nextId = 1;

/** The global toast list (seed 001 "Global state": active, text, subtitle, subtext, style type). */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (toast) => {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { ...toast, id }] }));
    setTimeout(() => get().dismiss(id), TOAST_DURATION_MS);
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

export const showToast = (toast: ToastContent) => useToastStore.getState().show(toast);

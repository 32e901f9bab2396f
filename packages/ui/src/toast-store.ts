import { create } from "zustand";
import type { ToastContent } from "./toast";

export interface ActiveToast extends ToastContent {
  id: number;
}

interface ToastState {
  toasts: ActiveToast[];
  show: (toast: ToastContent, durationMs?: number) => void;
  dismiss: (id: number) => void;
}

/** How long a toast stays unless told otherwise (the spec's success messages last 5 s). */
export const TOAST_DURATION_MS = 5_000;

let nextId = 1;

/**
 * The global toast list of both apps (seed 001 "Global state": active, text, subtitle, subtext,
 * style type); each toast leaves after its time. Render it with <ToastViewport>.
 */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (toast, durationMs = TOAST_DURATION_MS) => {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { ...toast, id }] }));
    setTimeout(() => get().dismiss(id), durationMs);
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

export function showToast(toast: ToastContent, durationMs?: number): void {
  useToastStore.getState().show(toast, durationMs);
}

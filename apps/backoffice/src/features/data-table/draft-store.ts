import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

interface DraftState {
  /** What was typed in a row's form and not yet saved, by `<table>:<row id>`. */
  drafts: Record<string, unknown>;
  save: (key: string, values: unknown) => void;
  discard: (key: string) => void;
}

/**
 * Unsaved edits outlive their form: a row scrolled out of the virtual window, a collapsed row, a
 * trip to another table or a reload of the tab all bring the typed values back. Kept in
 * sessionStorage (this tab only) and dropped once saved or cancelled.
 */
export const useDraftStore = create<DraftState>()(
  persist(
    (set) => ({
      drafts: {},
      save: (key, values) => set((state) => ({ drafts: { ...state.drafts, [key]: values } })),
      discard: (key) =>
        set((state) => {
          const { [key]: _dropped, ...drafts } = state.drafts;
          return { drafts };
        }),
    }),
    { name: "backoffice-drafts", storage: createJSONStorage(() => sessionStorage) },
  ),
);

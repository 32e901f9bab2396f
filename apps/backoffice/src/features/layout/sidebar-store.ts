import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

interface SidebarState {
  expanded: boolean;
  toggle: () => void;
  setExpanded: (expanded: boolean) => void;
}

/** The sidebar's expanded flag (seed 001 "Global state"); kept across reloads on this laptop. */
export const useSidebarStore = create<SidebarState>()(
  persist(
    (set) => ({
      expanded: true,
      toggle: () => set((state) => ({ expanded: !state.expanded })),
      setExpanded: (expanded) => set({ expanded }),
    }),
    { name: "backoffice-sidebar", storage: createJSONStorage(() => localStorage) },
  ),
);

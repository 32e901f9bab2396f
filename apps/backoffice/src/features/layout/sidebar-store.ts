import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** Below this width the menu lies over the page when open instead of taking its room (a phone). */
export const NARROW_WINDOW = "(max-width: 719px)";

/** Whether the window is a phone's: the menu then starts closed and closes once a section is chosen. */
export function isNarrowWindow(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(NARROW_WINDOW).matches;
}

interface SidebarState {
  expanded: boolean;
  toggle: () => void;
  setExpanded: (expanded: boolean) => void;
}

/** The sidebar's expanded flag (seed 001 "Global state"); kept across reloads on this laptop. */
export const useSidebarStore = create<SidebarState>()(
  persist(
    (set) => ({
      expanded: !isNarrowWindow(),
      toggle: () => set((state) => ({ expanded: !state.expanded })),
      setExpanded: (expanded) => set({ expanded }),
    }),
    { name: "backoffice-sidebar", storage: createJSONStorage(() => localStorage) },
  ),
);

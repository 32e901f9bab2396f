import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { useDraftStore } from "../src/features/data-table/draft-store";
import { useSidebarStore } from "../src/features/layout/sidebar-store";
import { useToastStore } from "@forno/ui/toast-store";
import { layout } from "./layout";

// The first render of a lazy screen imports its module: give findBy* room on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

/** Every test registers its handlers with server.use (see render.tsx); anything else is a bug. */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  useDraftStore.setState({ drafts: {} });
  useSidebarStore.setState({ expanded: true });
  useToastStore.setState({ toasts: [] });
  layout.viewportHeight = 600;
});
afterAll(() => server.close());

// jsdom lays nothing out. The virtualiser reads its scroll box's clientHeight and each row's
// offsetHeight: give the table and each desk column a viewport (tests may change it) and every row a fixed height.
Object.defineProperty(HTMLElement.prototype, "clientHeight", {
  configurable: true,
  get(this: HTMLElement) {
    return this.hasAttribute("data-table-scroll") || this.hasAttribute("data-card-scroll") ? layout.viewportHeight : 0;
  },
});
Object.defineProperty(HTMLElement.prototype, "offsetHeight", {
  configurable: true,
  get(this: HTMLElement) {
    return this.hasAttribute("data-index") ? layout.rowHeight : 0;
  },
});

// jsdom has <dialog> but none of its methods (see packages/ui's test setup).
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

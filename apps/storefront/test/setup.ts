import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { useAddressStore } from "../src/stores/address/address-store";
import { useCartStore } from "../src/stores/cart/cart-store";
import { useCouponCode } from "../src/stores/cart/coupon-code";
import { useRewardChoice } from "../src/stores/cart/reward-choice";
import { useAlertDialogStore } from "../src/components/feedback/alert-dialog-store";
import { useToastStore } from "@forno/ui/toast-store";
import { useSessionStore } from "../src/lib/session/session-store";

// The first render of a lazy screen imports its module: give findBy* room on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

/** Tests install the mock API's handlers with useMockApi() (mock-api.ts); anything else is a bug. */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ token: null });
  useCartStore.setState({ lines: [], deliveryMethod: null });
  useCouponCode.setState({ code: null });
  useRewardChoice.setState({ chosen: false });
  useAddressStore.getState().reset();
  useAlertDialogStore.setState({ show: false, title: "", text: "", buttons: [] });
  useToastStore.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

// jsdom lays nothing out and lacks a few browser APIs the app uses. Rows of the virtual catalogue
// (data-index) measure 100px, so the list renders a screenful plus its overscan, as on a phone.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Object.defineProperty(HTMLElement.prototype, "offsetHeight", {
  configurable: true,
  get(this: HTMLElement) {
    return this.hasAttribute("data-index") ? 100 : 0;
  },
});if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

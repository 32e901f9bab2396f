import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// As in the apps: findBy* and waitFor get room on a busy two-core machine.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

// jsdom has <dialog> and its `open` attribute but none of its methods. This stands in for the
// attribute side of them only; what browsers add (top layer, inert page, Escape as a close request)
// is covered by the component handling Escape itself, so the tests exercise the component's code.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

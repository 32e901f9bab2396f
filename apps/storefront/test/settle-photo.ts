import { fireEvent } from "@testing-library/react";

/** What the browser does when a photo has loaded (or failed): complete, then the event. */
export function settlePhoto(image: Element, event: "load" | "error" = "load"): void {
  Object.defineProperty(image, "complete", { value: true });
  fireEvent[event](image);
}

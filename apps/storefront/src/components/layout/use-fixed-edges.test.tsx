import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fixedEdge, useFixedEdges } from "./use-fixed-edges";

/** Bars whose heights come from a `data-height` attribute (jsdom lays nothing out). */
function Bars({ footer }: { footer: boolean }) {
  useFixedEdges(String(footer));
  return (
    <>
      <header {...fixedEdge("top")} data-height="56" />
      <div {...fixedEdge("top")} data-height="48.4" />
      <main />
      {footer ? <div {...fixedEdge("bottom")} data-height="76" /> : null}
      <nav {...fixedEdge("bottom")} data-height="64" />
    </>
  );
}

/** A ResizeObserver that reports its elements' `data-height` when the test lays the page out. */
class FakeResizeObserver {
  static live = new Set<FakeResizeObserver>();
  private readonly elements = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.live.add(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    FakeResizeObserver.live.delete(this);
  }
  report(only?: Element) {
    const targets = only ? [only] : [...this.elements];
    const entries = targets.map((target) => ({ target, borderBoxSize: [{ blockSize: Number(target.getAttribute("data-height")), inlineSize: 390 }] }));
    this.callback(entries as unknown as ResizeObserverEntry[], this as unknown as ResizeObserver);
  }
}

/** What the browser does after a layout: every live observer hears its elements' sizes. */
const layOut = (only?: Element) => act(() => FakeResizeObserver.live.forEach((observer) => observer.report(only)));

beforeEach(() => vi.stubGlobal("ResizeObserver", FakeResizeObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  FakeResizeObserver.live.clear();
});

describe("useFixedEdges", () => {
  it("sets the scroll padding variables to the stacked bars' heights, and follows a bar coming and going", () => {
    const root = document.documentElement.style;
    const { rerender } = render(<Bars footer={false} />);
    layOut();
    expect(root.getPropertyValue("--fixed-top")).toBe("105px");
    expect(root.getPropertyValue("--fixed-bottom")).toBe("64px");
    rerender(<Bars footer />);
    layOut();
    expect(root.getPropertyValue("--fixed-bottom")).toBe("140px");
    expect(FakeResizeObserver.live.size).toBe(1);
  });

  it("follows one bar growing, and never reads the layout itself", () => {
    const read = vi.spyOn(Element.prototype, "getBoundingClientRect");
    const root = document.documentElement.style;
    const { container } = render(<Bars footer />);
    layOut();
    const header = container.querySelector("header")!;
    header.setAttribute("data-height", "96");
    layOut(header);
    expect(root.getPropertyValue("--fixed-top")).toBe("145px");
    expect(root.getPropertyValue("--fixed-bottom")).toBe("140px");
    expect(read).not.toHaveBeenCalled();
  });
});

import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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

afterEach(() => vi.restoreAllMocks());

describe("useFixedEdges", () => {
  it("sets the scroll padding variables to the stacked bars' heights, and follows a bar coming and going", () => {
    vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
      return { height: Number(this.getAttribute("data-height") ?? 0) } as DOMRect;
    });
    const root = document.documentElement.style;
    const { rerender } = render(<Bars footer={false} />);
    expect(root.getPropertyValue("--fixed-top")).toBe("105px");
    expect(root.getPropertyValue("--fixed-bottom")).toBe("64px");
    rerender(<Bars footer />);
    expect(root.getPropertyValue("--fixed-bottom")).toBe("140px");
  });
});

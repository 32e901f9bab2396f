import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Skeleton } from "./skeleton";

describe("Skeleton", () => {
  it("draws each shape and hides it from assistive tech", () => {
    const { container } = render(
      <div>
        <Skeleton />
        <Skeleton shape="block" height={120} />
        <Skeleton shape="card" />
      </div>,
    );
    const shapes = Array.from(container.querySelectorAll("[data-shape]"), (node) => node.getAttribute("data-shape"));
    expect(shapes).toEqual(["line", "block", "card"]);
    for (const node of container.querySelectorAll("[data-shape]")) expect(node).toHaveAttribute("aria-hidden", "true");
    expect(container.querySelector('[data-shape="block"]')).toHaveStyle({ height: "120px" });
  });

  it("draws several text lines with a shorter last one", () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('[data-shape="line"] > span');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toHaveStyle({ width: "60%" });
  });
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CartIcon, StarIcon } from "./icons";

describe("icons", () => {
  it("are decorative unless given a title", () => {
    const { container } = render(<CartIcon />);
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("become a named image with a title", () => {
    render(<StarIcon title="Principal" fill="currentColor" />);
    expect(screen.getByRole("img", { name: "Principal" })).toHaveAttribute("fill", "currentColor");
  });
});

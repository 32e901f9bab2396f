import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";

describe("Button", () => {
  it("is a plain button by default, so it never submits a form by accident", () => {
    render(<Button>Confirmar</Button>);
    expect(screen.getByRole("button", { name: "Confirmar" })).toHaveAttribute("type", "button");
  });

  it("calls onClick when pressed and not when disabled", async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Pagar</Button>);
    await userEvent.click(screen.getByRole("button", { name: "Pagar" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<Button onClick={onClick} disabled>Pagar</Button>);
    await userEvent.click(screen.getByRole("button", { name: "Pagar" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

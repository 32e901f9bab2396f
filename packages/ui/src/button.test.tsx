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

  it("while loading shows the loading text, stays focusable and ignores presses", async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} loading loadingText="Carregando...">
        Entrar
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Carregando..." });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("does not submit its form twice while loading", async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Entrar
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

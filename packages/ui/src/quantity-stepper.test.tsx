import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { QuantityStepper } from "./quantity-stepper";

function Controlled({ initial, min, max }: { initial: number; min?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityStepper value={value} onChange={setValue} min={min} max={max} />;
}

describe("QuantityStepper", () => {
  it("steps up and down with its labelled buttons", async () => {
    render(<Controlled initial={1} />);
    expect(screen.getByRole("group", { name: "Quantidade" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Aumentar quantidade" }));
    await userEvent.click(screen.getByRole("button", { name: "Aumentar quantidade" }));
    expect(screen.getByRole("status")).toHaveTextContent("3");
    await userEvent.click(screen.getByRole("button", { name: "Diminuir quantidade" }));
    expect(screen.getByRole("status")).toHaveTextContent("2");
  });

  it("does not go below its min, and keeps focus on the button when it gets there", async () => {
    const onChange = vi.fn();
    const { rerender } = render(<QuantityStepper value={2} onChange={onChange} min={1} />);
    const decrease = screen.getByRole("button", { name: "Diminuir quantidade" });
    await userEvent.click(decrease);
    expect(onChange).toHaveBeenLastCalledWith(1);
    rerender(<QuantityStepper value={1} onChange={onChange} min={1} />);
    expect(decrease).toHaveAttribute("aria-disabled", "true");
    expect(decrease).toHaveFocus();
    await userEvent.click(decrease);
    await userEvent.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("does not go above its max", async () => {
    const onChange = vi.fn();
    render(<QuantityStepper value={5} onChange={onChange} max={5} />);
    const increase = screen.getByRole("button", { name: "Aumentar quantidade" });
    expect(increase).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(increase);
    expect(onChange).not.toHaveBeenCalled();
  });
});

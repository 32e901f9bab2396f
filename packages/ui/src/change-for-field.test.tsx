import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChangeForField } from "./change-for-field";

describe("ChangeForField", () => {
  it("is the 'Troco para' field with the order's total as its hint and its error shown", () => {
    render(<ChangeForField value="1,00" totalCentavos={6290} disabled={false} error="Valor baixo" onChange={() => {}} />);
    const field = screen.getByRole("textbox", { name: "Troco para" });
    expect(field).toHaveValue("1,00");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Total do pedido: R$"));
    expect(screen.getByText("Valor baixo")).toBeInTheDocument();
  });

  it("hides the error while disabled ('Não preciso de troco' ticked)", () => {
    render(<ChangeForField value="" totalCentavos={6290} disabled error="Valor baixo" onChange={() => {}} />);
    expect(screen.getByRole("textbox", { name: "Troco para" })).toBeDisabled();
    expect(screen.queryByText("Valor baixo")).not.toBeInTheDocument();
  });
});

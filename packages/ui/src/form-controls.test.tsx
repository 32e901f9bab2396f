import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "./checkbox";
import { Select } from "./select";
import { TextArea } from "./text-area";

describe("Select", () => {
  it("offers its options after a placeholder and reports errors like a text field", async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Atualizar status para"
        placeholder="Selecione"
        options={[
          { value: "PAID", label: "Pedido Pago" },
          { value: "PREPARATION", label: "Em Preparo" },
        ]}
        error="Status é obrigatório"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Atualizar status para" });
    expect(select).toHaveValue("");
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Status é obrigatório");
    await userEvent.selectOptions(select, "Em Preparo");
    expect(select).toHaveValue("PREPARATION");
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe("Checkbox", () => {
  it("toggles from its label and forwards its ref", async () => {
    const ref = vi.fn();
    render(<Checkbox label="Exibe no App?" ref={ref} name="active" />);
    const box = screen.getByRole("checkbox", { name: "Exibe no App?" });
    expect(ref).toHaveBeenCalledWith(box);
    await userEvent.click(screen.getByText("Exibe no App?"));
    expect(box).toBeChecked();
  });

  it("shows its error", () => {
    render(<Checkbox label="Aceito os termos" error="Obrigatório" />);
    expect(screen.getByRole("checkbox", { name: "Aceito os termos" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Obrigatório")).toBeInTheDocument();
  });
});

describe("TextArea", () => {
  it("is labelled, takes a placeholder and shows its error", async () => {
    render(<TextArea label="Observação" placeholder="Digite Aqui" error="Texto muito longo" />);
    const area = screen.getByRole("textbox", { name: "Observação" });
    expect(area).toHaveAttribute("placeholder", "Digite Aqui");
    expect(area).toHaveAttribute("aria-invalid", "true");
    expect(area).toHaveAccessibleDescription("Texto muito longo");
    await userEvent.type(area, "Sem cebola");
    expect(area).toHaveValue("Sem cebola");
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ChangeEvent, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TextField } from "./text-field";

/** What react-hook-form's register() hands a field: a name, a ref callback and two handlers. */
function fakeRegister(name: string) {
  return { name, ref: vi.fn(), onChange: vi.fn(), onBlur: vi.fn() };
}

describe("TextField", () => {
  it("is labelled and shows no error state while valid", () => {
    render(<TextField label="Documento" hint="CPF ou CNPJ" />);
    const input = screen.getByRole("textbox", { name: "Documento" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveAccessibleDescription("CPF ou CNPJ");
  });

  it("shows its error, sets aria-invalid and describes the input with hint and error", () => {
    render(<TextField label="Documento" hint="CPF ou CNPJ" error="Documento inválido" />);
    const input = screen.getByRole("textbox", { name: "Documento" });
    expect(screen.getByText("Documento inválido")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("CPF ou CNPJ Documento inválido");
  });

  it("passes register()'s name, ref, onChange and onBlur straight to the input", async () => {
    const field = fakeRegister("document");
    render(<TextField label="Documento" inputMode="numeric" {...field} />);
    const input = screen.getByRole("textbox", { name: "Documento" });
    expect(field.ref).toHaveBeenCalledWith(input);
    expect(input).toHaveAttribute("name", "document");
    expect(input).toHaveAttribute("inputmode", "numeric");
    await userEvent.type(input, "1");
    expect(field.onChange).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(field.onBlur).toHaveBeenCalledTimes(1);
  });

  it("lets a mask rewrite the value in onChange", async () => {
    function Cep() {
      const [value, setValue] = useState("");
      const mask = (event: ChangeEvent<HTMLInputElement>) => {
        const digits = event.target.value.replace(/\D/g, "").slice(0, 8);
        setValue(digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits);
      };
      return <TextField label="CEP" value={value} onChange={mask} />;
    }
    render(<Cep />);
    const input = screen.getByRole("textbox", { name: "CEP" });
    await userEvent.type(input, "01310100");
    expect(input).toHaveValue("01310-100");
  });

  it("can keep its label for screen readers only and mark itself optional", () => {
    const { rerender } = render(<TextField label="Buscar produto" hideLabel placeholder="Buscar produto..." type="search" />);
    expect(screen.getByRole("searchbox", { name: "Buscar produto" })).toBeInTheDocument();
    rerender(<TextField label="E-mail" optional type="email" />);
    expect(screen.getByRole("textbox", { name: "E-mail (opcional)" })).toBeInTheDocument();
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type TabItem, Tabs } from "./tabs";

const options: TabItem[] = [
  { value: "massa", label: "Tipo de Massa", panel: <p>Tradicional</p> },
  { value: "molho", label: "Molho", panel: <p>Molho de tomate</p> },
  { value: "adicionais", label: "Adicionais", panel: <p>Borda recheada</p> },
  { value: "observacao", label: "Observação", panel: <p>Digite Aqui</p> },
];

describe("Tabs", () => {
  it("shows the selected tab's panel, labelled by its tab", () => {
    render(<Tabs label="Opções do produto" items={options} />);
    expect(screen.getByRole("tablist", { name: "Opções do produto" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Tipo de Massa" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Tipo de Massa" })).toHaveTextContent("Tradicional");
  });

  it("moves the selection with the arrow keys, wrapping, and with Home and End", async () => {
    const onValueChange = vi.fn();
    render(<Tabs label="Opções do produto" items={options} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole("tab", { name: "Tipo de Massa" })).toHaveFocus();

    await userEvent.keyboard("{ArrowRight}");
    const molho = screen.getByRole("tab", { name: "Molho" });
    expect(molho).toHaveFocus();
    expect(molho).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Molho de tomate");
    expect(onValueChange).toHaveBeenLastCalledWith("molho");

    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Observação" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Tipo de Massa" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Observação" })).toHaveFocus();
  });

  it("is a single Tab stop and skips disabled tabs", async () => {
    const items = options.map((item) => (item.value === "molho" ? { ...item, disabled: true } : item));
    render(
      <>
        <Tabs label="Opções do produto" items={items} />
        <button type="button">Adicionar</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Adicionais" })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Adicionar" })).toHaveFocus();
  });

  it("follows a controlled value and can be a panel-less section switcher", async () => {
    const onValueChange = vi.fn();
    const groups: TabItem[] = [
      { value: "pizzas", label: "Pizzas Grandes" },
      { value: "bebidas", label: "Bebidas" },
    ];
    const { rerender } = render(<Tabs label="Categorias" items={groups} value="pizzas" onValueChange={onValueChange} sticky />);
    expect(screen.queryByRole("tabpanel")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Bebidas" }));
    expect(onValueChange).toHaveBeenCalledWith("bebidas");
    expect(screen.getByRole("tab", { name: "Pizzas Grandes" })).toHaveAttribute("aria-selected", "true");
    rerender(<Tabs label="Categorias" items={groups} value="bebidas" onValueChange={onValueChange} sticky />);
    expect(screen.getByRole("tab", { name: "Bebidas" })).toHaveAttribute("aria-selected", "true");
  });
});

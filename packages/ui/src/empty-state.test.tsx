import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { EmptyState } from "./empty-state";
import { CartIcon } from "./icons";

describe("EmptyState", () => {
  it("names the empty region, says what to do and offers the action", async () => {
    const goToCatalog = vi.fn();
    render(
      <EmptyState
        icon={<CartIcon size={32} />}
        title="Seu carrinho está vazio"
        text="Escolha uma pizza no cardápio para começar."
        action={<Button onClick={goToCatalog}>Ver cardápio</Button>}
      />,
    );
    const region = screen.getByRole("region", { name: "Seu carrinho está vazio" });
    expect(within(region).getByRole("heading", { level: 2, name: "Seu carrinho está vazio" })).toBeInTheDocument();
    expect(within(region).getByText("Escolha uma pizza no cardápio para começar.")).toBeInTheDocument();
    await userEvent.click(within(region).getByRole("button", { name: "Ver cardápio" }));
    expect(goToCatalog).toHaveBeenCalledTimes(1);
  });

  it("takes the heading level the page needs", () => {
    render(<EmptyState title="Nenhum endereço encontrado." headingLevel={3} />);
    expect(screen.getByRole("heading", { level: 3, name: "Nenhum endereço encontrado." })).toBeInTheDocument();
  });
});

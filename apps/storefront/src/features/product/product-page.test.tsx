import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { line, product } from "../../../test/fixtures";
import { useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";

function openProduct(name: string, cart = [] as ReturnType<typeof line>[]) {
  return renderApp("/product", { state: { product: product(name) }, cart });
}

const addButton = () => screen.getByRole("button", { name: /^(Adicionar|Salvar|Remover) \|/ });
const storedCart = () => JSON.parse(localStorage.getItem("cart") ?? "[]") as Array<{ name: string; quantity: number; totalPrice: number }>;

async function chooseFraction(option: RegExp) {
  await userEvent.click(screen.getByRole("button", { name: "Escolher" }));
  const dialog = await screen.findByRole("dialog", { name: "Como você quer sua pizza?" });
  await userEvent.click(within(dialog).getByRole("radio", { name: option }));
  await userEvent.click(within(dialog).getByRole("button", { name: "Confirmar" }));
}

describe("product page", () => {
  useMockApi();

  it("shows the photo's group label, name, price and the option tabs by category plus Observação", async () => {
    openProduct("Margherita");
    expect(await screen.findByRole("heading", { level: 1, name: "Margherita" })).toBeInTheDocument();
    expect(screen.getAllByText("Pizzas Grandes").length).toBeGreaterThan(0);
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Tipo de Massa", "Molho", "Adicionais", "Borda", "Observação"]);
    await userEvent.click(screen.getByRole("tab", { name: "Observação" }));
    expect(screen.getByPlaceholderText("Digite Aqui")).toBeInTheDocument();
  });

  it("asks 'Como você quer sua pizza?' with whole, half and thirds for Pizzas Grandes; Confirmar waits for a choice", async () => {
    openProduct("Margherita");
    await userEvent.click(await screen.findByRole("button", { name: "Escolher" }));
    const dialog = await screen.findByRole("dialog", { name: "Como você quer sua pizza?" });
    const options = within(dialog).getAllByRole("radio");
    expect(options.map((option) => option.closest("label")?.querySelector("span")?.textContent)).toEqual(["Inteira", "Meio a meio", "Três sabores", "2/3 deste sabor"]);
    expect(within(dialog).getByRole("button", { name: "Confirmar" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancelar" })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole("radio", { name: /^Meio a meio/ }));
    expect(within(dialog).getByRole("button", { name: "Confirmar" })).toBeEnabled();
  });

  it("offers no thirds outside Pizzas Grandes", async () => {
    openProduct("Margherita Individual");
    await userEvent.click(await screen.findByRole("button", { name: "Escolher" }));
    const dialog = await screen.findByRole("dialog", { name: "Como você quer sua pizza?" });
    expect(within(dialog).getAllByRole("radio")).toHaveLength(2);
  });

  it("chooses the only remaining fraction by itself and hides the dough tab while picking fractions", async () => {
    openProduct("Calabresa", [line("Margherita", 0.5)]);
    expect(await screen.findByText("Pizza: 1/2")).toBeInTheDocument();
    // The second half's page says which pizza it completes.
    expect(screen.getByText("Completa a pizza que tem 1/2 Margherita.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Escolher" })).not.toBeInTheDocument();
    await screen.findAllByRole("tab");
    expect(screen.queryByRole("tab", { name: "Tipo de Massa" })).not.toBeInTheDocument();
    expect(addButton()).toHaveTextContent("Adicionar | R$ 26,45");
    expect(addButton()).toBeEnabled();
  });

  it("after a third offers 1/3 or 2/3", async () => {
    openProduct("Calabresa", [line("Margherita", 0.333)]);
    expect(await screen.findByText("Completa a pizza que tem 1/3 Margherita.")).toBeInTheDocument();
    await userEvent.click(await screen.findByRole("button", { name: "Escolher" }));
    const dialog = await screen.findByRole("dialog", { name: "Como você quer sua pizza?" });
    expect(within(dialog).getAllByRole("radio").map((radio) => radio.closest("label")?.querySelector("span")?.textContent)).toEqual(["1/3", "2/3"]);
  });

  it("needs a dough type before adding a pizza: the button stays disabled and the notice says so", async () => {
    openProduct("Margherita");
    await screen.findAllByRole("tab");
    await chooseFraction(/^Inteira/);
    expect(screen.getByText("Selecione o tipo de massa antes de continuar.")).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    await userEvent.click(screen.getByRole("radio", { name: "Massa fina" }));
    expect(screen.queryByText("Selecione o tipo de massa antes de continuar.")).not.toBeInTheDocument();
    expect(addButton()).toBeEnabled();
  });

  it("Tipo de Massa and Molho are single choice; other categories take several", async () => {
    openProduct("Margherita");
    await screen.findAllByRole("tab");
    await userEvent.click(screen.getByRole("radio", { name: "Massa tradicional" }));
    await userEvent.click(screen.getByRole("radio", { name: "Massa fina" }));
    expect(screen.getByRole("radio", { name: "Massa tradicional" })).not.toBeChecked();
    expect(screen.getByRole("radio", { name: "Massa fina" })).toBeChecked();
    await userEvent.click(screen.getByRole("tab", { name: "Borda" }));
    expect(screen.getByRole("checkbox", { name: /Borda de catupiry/ })).toBeInTheDocument();
  });

  it("filters 'Adicionais' of Pizzas Grandes by size: individual extras for a fraction, large ones for a whole pizza", async () => {
    openProduct("Margherita");
    await screen.findAllByRole("tab");
    await chooseFraction(/^Meio a meio/);
    await userEvent.click(screen.getByRole("tab", { name: "Adicionais" }));
    expect(screen.getByRole("checkbox", { name: /Bacon \(individual\)/ })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /^Bacon \+/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Alterar" }));
    const dialog = await screen.findByRole("dialog", { name: "Como você quer sua pizza?" });
    await userEvent.click(within(dialog).getByRole("radio", { name: /^Inteira/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirmar" }));
    await userEvent.click(screen.getByRole("tab", { name: "Adicionais" }));
    expect(screen.getByRole("checkbox", { name: /^Bacon \+/ })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /individual/ })).not.toBeInTheDocument();
  });

  it("prices the line: quantity x amount + max(1, quantity) x additionals", async () => {
    openProduct("Margherita");
    await screen.findAllByRole("tab");
    expect(addButton()).toHaveTextContent("Adicionar | R$ 49,90");
    await chooseFraction(/^Meio a meio/);
    expect(addButton()).toHaveTextContent("Adicionar | R$ 24,95");
    await userEvent.click(screen.getByRole("tab", { name: "Adicionais" }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Bacon \(individual\)/ }));
    expect(addButton()).toHaveTextContent("Adicionar | R$ 28,95");

    await userEvent.click(screen.getByRole("button", { name: "Alterar" }));
    const dialog = await screen.findByRole("dialog", { name: "Como você quer sua pizza?" });
    await userEvent.click(within(dialog).getByRole("radio", { name: /^Inteira/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirmar" }));
    // A whole pizza: the stepper shows, the individual bacon is no longer offered.
    await userEvent.click(screen.getByRole("button", { name: "Aumentar quantidade" }));
    expect(addButton()).toHaveTextContent("Adicionar | R$ 99,80");
    await userEvent.click(screen.getByRole("tab", { name: "Adicionais" }));
    await userEvent.click(screen.getByRole("checkbox", { name: /^Bacon \+/ }));
    expect(addButton()).toHaveTextContent("Adicionar | R$ 115,80");
  });

  it("shows the quantity stepper only for a whole item", async () => {
    openProduct("Margherita");
    await screen.findAllByRole("tab");
    expect(screen.queryByRole("group", { name: "Quantidade" })).not.toBeInTheDocument();
    await chooseFraction(/^Inteira/);
    expect(screen.getByRole("group", { name: "Quantidade" })).toBeInTheDocument();
  });

  it("adds the line to the cart kept under `cart` and returns to the catalogue", async () => {
    openProduct("Guaraná 2L");
    await screen.findByRole("tab", { name: "Observação" });
    await userEvent.click(screen.getByRole("tab", { name: "Observação" }));
    await userEvent.type(screen.getByPlaceholderText("Digite Aqui"), "Bem gelado");
    await userEvent.click(addButton());
    await waitFor(() => expect(currentPath()).toBe("/catalog"));
    expect(storedCart()).toMatchObject([{ name: "Guaraná 2L", quantity: 1, totalPrice: 12, note: "Bem gelado" }]);
  });

  it("saving a cart item with quantity 0 removes it and returns to the catalogue", async () => {
    const cart = [line("Guaraná 2L", 1), line("Calabresa", 1)];
    renderApp("/product", { state: { product: cart[0], lineIndex: 0 }, cart });
    await screen.findByRole("tab", { name: "Observação" });
    await userEvent.click(screen.getByRole("button", { name: "Diminuir quantidade" }));
    expect(addButton()).toHaveTextContent("Remover | R$ 0,00");
    await userEvent.click(addButton());
    await waitFor(() => expect(currentPath()).toBe("/catalog"));
    expect(storedCart().map((item) => item.name)).toEqual(["Calabresa"]);
  });
});

import { formatCentavos } from "@forno/domain/format";
import { orderCreateBodySchema } from "@forno/domain/schemas";
import { MOCK_COUPON, backofficeMockData, emitStaffOrderEvent, openStaffStreams } from "@forno/api-client/msw";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";

const LAST_ADDRESS = {
  address: "Avenida Paulista",
  alias: null,
  number: "1000",
  neighborhood: "Bela Vista",
  postal_code: "01310100",
  address_info: "Apto 12",
  address_notes: null,
};

/** A price as Money writes it (its no-break space kept). */
const money = (centavos: number) => (_: string, element: Element | null) => element?.tagName === "SPAN" && element.textContent === formatCentavos(centavos);

/** Types a few letters of the product into "Produto" and takes it from the narrowed list. */
async function pickProduct(user: ReturnType<typeof renderApp>["user"], name: string) {
  const input = await screen.findByRole("combobox", { name: "Produto" });
  await user.clear(input);
  await user.type(input, name.slice(0, 4));
  await user.click(screen.getByRole("option", { name }));
}

function sentBody(data: { staffOrderBodies: unknown[] }) {
  expect(data.staffOrderBodies).toHaveLength(1);
  return orderCreateBodySchema.parse(data.staffOrderBodies[0]);
}

describe("Novo pedido", () => {
  it("takes a half-and-half phone order for a returning client: found by phone, last address offered, priced by the domain, then Pix", async () => {
    const data = backofficeMockData();
    data.lastAddresses[1] = LAST_ADDRESS;
    const { user } = renderApp("/backoffice/orders/new", { data });
    const phone = await screen.findByLabelText("Telefone do cliente");
    await waitFor(() => expect(phone).toHaveFocus());
    await user.type(phone, "11987654300");
    expect(await screen.findByText("Ana Souza 1")).toBeInTheDocument();
    // The last address with its CEP masked as everywhere else.
    expect(await screen.findByText(/Último endereço: Avenida Paulista, 1000 - Apto 12 \(CEP 01310-100\)/)).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Usar último endereço" }));
    expect(screen.getByLabelText("CEP")).toHaveValue("01310-100");
    expect(screen.getByLabelText("Número")).toHaveValue("1000");

    await pickProduct(user, "Calabresa");
    await user.click(await screen.findByRole("radio", { name: "1/2" }));
    const add = screen.getByRole("button", { name: /Adicionar item/ });
    expect(add).toBeDisabled(); // the dough is still missing
    expect(screen.getByText("Selecione o tipo de massa antes de continuar.")).toBeInTheDocument();
    await user.click(await screen.findByRole("radio", { name: "Massa tradicional" }));
    await user.click(add);
    // The second half: only pizzas of the same group, the half chosen by itself.
    await user.click(screen.getByRole("combobox", { name: "Produto" }));
    expect(screen.getByRole("option", { name: "Margherita" })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "Guaraná 2L" })).not.toBeInTheDocument();
    await pickProduct(user, "Margherita");
    expect(await screen.findByRole("radio", { name: "1/2" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: /Adicionar item/ }));

    const subtotal = 2645 + 2495; // half of 52,90 and half of 49,90
    const lines = screen.getByRole("list", { name: "Itens do pedido" });
    expect(within(lines).getAllByRole("listitem")).toHaveLength(2);
    expect(await screen.findByText(money(subtotal + 800))).toBeInTheDocument(); // the CEP's fee, R$ 8,00
    expect(screen.getByText(money(subtotal))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Criar pedido" }));

    expect(await screen.findByRole("heading", { name: /Pedido #\d+ criado/ })).toBeInTheDocument();
    const body = sentBody(data);
    expect(body).toMatchObject({ client_id: 1, channel: "phone", is_delivery: true, order_notes: "Pedido por telefone" });
    expect(body.address).toMatchObject({ address: "Avenida Paulista", number: "1000", postal_code: "01310100", address_info: "Apto 12" });
    expect(body.items.map((item) => [item.product_id, item.item_id, item.quantity, item.item_group])).toEqual([
      [2, 2, 0.5, 1],
      [2, 1, 1, 1],
      [1, 1, 0.5, 1],
    ]);

    await user.click(screen.getByRole("button", { name: "Pagar com Pix" }));
    expect(await screen.findByRole("img", { name: "QR Code Pix" })).toBeInTheDocument();
    // The approval reaches the page on the staff stream.
    const order = data.orders.at(-1)!;
    order.OrderStateHistory.push({ id: 999, to_state: "PAID", created_at: new Date().toISOString() });
    await waitFor(() => expect(openStaffStreams(data)).toBe(1));
    emitStaffOrderEvent(data, order);
    expect(await screen.findByText("Pagamento confirmado. O pedido está no painel.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Imprimir comanda" })).toHaveAttribute("href", expect.stringMatching(/^\/backoffice\/orders\/\d+\/print\?template=kitchen%2Cdelivery/));
  });

  it("creates a new client by name at the counter, for pickup", async () => {
    const { user, data } = renderApp("/backoffice/orders/new");
    await user.type(await screen.findByLabelText("Telefone do cliente"), "11955507777");
    const name = await screen.findByLabelText("Nome do cliente");
    // The channel is its own question, outside the "Entrega" box.
    const channel = screen.getByRole("group", { name: "Canal" });
    expect(within(channel).getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual(["Telefone", "Balcão"]);
    expect(within(screen.getByRole("group", { name: "Entrega" })).queryByRole("radio", { name: "Balcão" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Balcão" }));
    await user.click(screen.getByRole("radio", { name: "Retirada" }));
    await pickProduct(user, "Guaraná 2L");
    await user.clear(await screen.findByLabelText("Quantidade"));
    await user.type(screen.getByLabelText("Quantidade"), "2");
    await user.click(screen.getByRole("button", { name: /Adicionar item/ }));
    await user.type(name, "Zé");
    await user.click(screen.getByRole("button", { name: "Criar pedido" }));
    expect(await screen.findByText("Digite um nome válido")).toBeInTheDocument();
    expect(data.staffOrderBodies).toHaveLength(0);

    await user.clear(name);
    await user.type(name, "Nilo Novato");
    await user.click(screen.getByRole("button", { name: "Criar pedido" }));
    expect(await screen.findByRole("heading", { name: /Pedido #\d+ criado/ })).toBeInTheDocument();
    const body = sentBody(data);
    expect(body).toMatchObject({ client: { name: "Nilo Novato", phone: "11955507777" }, channel: "counter", is_delivery: false });
    expect(body.items).toEqual([expect.objectContaining({ product_id: 5, quantity: 2 })]);
  });

  it("takes a coupon: the server's discount and conditions before creating, a refusal under the field (growth.md section 1)", async () => {
    const data = backofficeMockData();
    data.coupons = [
      { ...MOCK_COUPON, id: 9, code: "BALCAO5", name: "R$ 5 no balcão", kind: "fixed", value: 5, channels: ["counter"], max_uses_per_client: 0 },
    ];
    const { user } = renderApp("/backoffice/orders/new", { data });
    await user.type(await screen.findByLabelText("Telefone do cliente"), "11955507777");
    await user.type(await screen.findByLabelText("Nome do cliente"), "Nilo Novato");
    await user.click(screen.getByRole("radio", { name: "Retirada" }));
    await pickProduct(user, "Guaraná 2L");
    await user.click(screen.getByRole("button", { name: /Adicionar item/ }));
    const coupon = screen.getByLabelText(/Cupom de desconto/);
    await user.type(coupon, "balcao5");
    await user.tab();
    // By phone it is refused, with the server's message under the field.
    await waitFor(() => expect(coupon).toHaveAccessibleDescription("Este cupom não vale neste canal."));
    await user.click(screen.getByRole("radio", { name: "Balcão" }));
    await waitFor(() => expect(coupon).toHaveAccessibleDescription(/R\$ 5 no balcão: R\$ 5,00 de desconto, só no balcão\. Desconto \(BALCAO5\): -R\$\s5,00\./));
    // One quote per code applied, not one per letter typed.
    expect(data.quoteBodies.map((body) => body.coupon_code)).toEqual(["BALCAO5", "BALCAO5"]);
    const totals = screen.getByText("Total").closest("dl")!;
    expect(within(totals).getByText("Desconto (BALCAO5)")).toBeInTheDocument();
    expect(within(totals).getByText(money(700))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Criar pedido" }));
    expect(await screen.findByRole("heading", { name: /Pedido #\d+ criado/ })).toBeInTheDocument();
    expect(sentBody(data)).toMatchObject({ channel: "counter", coupon_code: "BALCAO5" });
  });

  it("offers 'Usar recompensa' to a client found by phone with a reward on the card: the server's discount, then the order asks for it (growth.md section 2)", async () => {
    const data = backofficeMockData();
    data.settings.find((setting) => setting.key === "loyalty.enabled")!.value = "true";
    data.clients[0]!.loyalty_stamps = 10;
    data.clients[1]!.loyalty_stamps = 9;
    // The quote and the order read the client's card from the storefront side of the mock.
    data.loyalty = { ...data.loyalty, program: { ...data.loyalty.program, enabled: true }, stamps: 10 };
    const { user } = renderApp("/backoffice/orders/new", { data });
    const phone = await screen.findByLabelText("Telefone do cliente");
    // Nine stamps of ten: nothing to offer.
    await user.type(phone, "11987654301");
    expect(await screen.findByText("Bruno Souza 2")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Usar recompensa" })).not.toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, "11987654300");
    expect(await screen.findByText("Ana Souza 1")).toBeInTheDocument();
    const reward = await screen.findByRole("checkbox", { name: "Usar recompensa" });
    expect(reward).toHaveAccessibleDescription("Uma pizza grátis (até R$ 60,00). 1 recompensa disponível.");
    await user.click(screen.getByRole("radio", { name: "Retirada" }));
    await pickProduct(user, "Guaraná 2L");
    await user.click(screen.getByRole("button", { name: /Adicionar item/ }));
    await user.click(reward);
    // No pizza in the order: the server's refusal under the box, and nothing taken off.
    await waitFor(() => expect(reward).toHaveAccessibleDescription(/coloque uma pizza no pedido/));
    await pickProduct(user, "Margherita");
    await user.click(await screen.findByRole("radio", { name: "Massa tradicional" }));
    await user.click(screen.getByRole("button", { name: /Adicionar item/ }));
    await waitFor(() => expect(reward).toHaveAccessibleDescription(/^Uma pizza grátis \(até R\$ 60,00\): -R\$\s49,90\.$/));
    const totals = screen.getByText("Total").closest("dl")!;
    expect(within(totals).getByText("Desconto (recompensa do cartão fidelidade)")).toBeInTheDocument();
    expect(data.quoteBodies.at(-1)).toMatchObject({ client_id: 1, use_reward: true });

    await user.click(screen.getByRole("button", { name: "Criar pedido" }));
    expect(await screen.findByRole("heading", { name: /Pedido #\d+ criado/ })).toBeInTheDocument();
    expect(sentBody(data)).toMatchObject({ client_id: 1, use_reward: true });
  });

  it("takes cash on delivery when the store accepts it: change below the total refused, then 'troco para R$ 100,00' confirms the order", async () => {
    const data = backofficeMockData();
    data.store.payment.on_delivery_methods = ["cash", "card"];
    const { user } = renderApp("/backoffice/orders/new", { data });
    await user.type(await screen.findByLabelText("Telefone do cliente"), "11955508888");
    const name = await screen.findByLabelText("Nome do cliente");
    await user.click(screen.getByRole("radio", { name: "Balcão" }));
    await user.click(screen.getByRole("radio", { name: "Retirada" }));
    await pickProduct(user, "Guaraná 2L");
    await user.click(screen.getByRole("button", { name: /Adicionar item/ }));
    await user.type(name, "Dora Dinheiro");
    await user.click(screen.getByRole("button", { name: "Criar pedido" }));
    expect(await screen.findByRole("heading", { name: /Pedido #\d+ criado/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cartão na entrega" })).toBeInTheDocument();

    const cash = screen.getByRole("form", { name: "Dinheiro na entrega" });
    await user.type(within(cash).getByLabelText("Troco para"), "1,00");
    await user.click(within(cash).getByRole("button", { name: "Dinheiro na entrega" }));
    expect(await within(cash).findByText(/O troco deve ser para um valor igual ou maior que o total do pedido/)).toBeInTheDocument();
    expect(data.paymentRequests).toHaveLength(0);

    await user.clear(within(cash).getByLabelText("Troco para"));
    await user.type(within(cash).getByLabelText("Troco para"), "100,00");
    await user.click(within(cash).getByRole("button", { name: "Dinheiro na entrega" }));
    expect(await screen.findByText("Pagamento confirmado. O pedido está no painel.")).toBeInTheDocument();
    expect(data.paymentRequests.map((entry) => entry.body)).toEqual([expect.objectContaining({ payment_method_id: "cash", change_for: 100 })]);
  });

  it("offers no payment on delivery when the store does not accept it", async () => {
    const { user } = renderApp("/backoffice/orders/new");
    await user.type(await screen.findByLabelText("Telefone do cliente"), "11955509999");
    const name = await screen.findByLabelText("Nome do cliente");
    await user.click(screen.getByRole("radio", { name: "Retirada" }));
    await pickProduct(user, "Guaraná 2L");
    await user.click(screen.getByRole("button", { name: /Adicionar item/ }));
    await user.type(name, "Pix Somente");
    await user.click(screen.getByRole("button", { name: "Criar pedido" }));
    expect(await screen.findByRole("button", { name: "Pagar com Pix" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cartão na entrega" })).not.toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Dinheiro na entrega" })).not.toBeInTheDocument();
  });

  it("will not send an incomplete half-and-half pizza", async () => {
    const { user, data } = renderApp("/backoffice/orders/new");
    await user.type(await screen.findByLabelText("Telefone do cliente"), "11987654300");
    await pickProduct(user, "Margherita");
    await user.click(await screen.findByRole("radio", { name: "1/2" }));
    await user.click(await screen.findByRole("radio", { name: "Massa fina" }));
    await user.click(screen.getByRole("button", { name: /Adicionar item/ }));
    expect(await screen.findByText("Há uma pizza incompleta no pedido: as frações devem somar uma pizza inteira.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Criar pedido" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Remover Margherita" }));
    expect(screen.getByText("Nenhum item ainda.")).toBeInTheDocument();
    expect(data.staffOrderBodies).toHaveLength(0);
  });

  it("finds a product as it is typed, from the keyboard alone: arrows walk the narrowed list, Enter takes it, Escape clears", async () => {
    const { user } = renderApp("/backoffice/orders/new");
    const input = await screen.findByRole("combobox", { name: "Produto" });
    await user.click(input);
    expect(input).toHaveAttribute("aria-expanded", "true");
    const all = screen.getAllByRole("option").length;
    await user.type(input, "guar");
    const narrowed = screen.getAllByRole("option").map((option) => option.textContent);
    expect(narrowed.length).toBeLessThan(all);
    expect(narrowed.every((name) => /guar/i.test(name ?? ""))).toBe(true);
    // Accents and case do not matter.
    await user.clear(input);
    await user.type(input, "GUARANA");
    expect(screen.getByRole("option", { name: "Guaraná 2L" })).toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowUp}");
    const active = screen.getAllByRole("option").find((option) => option.getAttribute("aria-selected") === "true")!;
    expect(active).toBe(screen.getAllByRole("option")[0]);
    expect(input).toHaveAttribute("aria-activedescendant", active.id);
    await user.keyboard("{Enter}");
    expect(input).toHaveValue(active.textContent);
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(await screen.findByRole("button", { name: /Adicionar item/ })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, "zzz");
    expect(screen.getByText("Nenhum produto com “zzz”.")).toBeInTheDocument();
    await user.keyboard("{Escape}{Escape}");
    expect(input).toHaveValue("");
    expect(screen.queryByRole("button", { name: /Adicionar item/ })).not.toBeInTheDocument();
  });

  it("is one click from the desk and the table, which show each order's channel", async () => {
    const data = backofficeMockData();
    data.orders[0]!.channel = "phone";
    data.orders[1]!.channel = "counter";
    const { user } = renderApp("/backoffice/orders/table", { data });
    expect(await screen.findByText("Telefone", { selector: "small" })).toBeInTheDocument();
    expect(screen.getByText("Balcão", { selector: "small" })).toBeInTheDocument();
    expect(screen.getAllByText("Online", { selector: "small" }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole("link", { name: "Novo pedido" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Novo pedido" })).toBeInTheDocument();
  });
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrderSummary, type OrderSummaryOrder } from "./order-summary";

const delivery: OrderSummaryOrder = {
  amount: 89.8,
  delivery_fee: 7.5,
  is_delivery: true,
  address: {
    alias: "Casa",
    address: "Rua das Flores",
    number: "123",
    address_info: "Apto 42",
    neighborhood: "Pinheiros",
    address_notes: "Portão verde",
  },
  OrderPayment: [{ payment_method: "credit_card", status: "approved" }],
};

/** The <dd> beside a <dt>, read as the person sees it. */
function valueOf(term: string) {
  return screen.getByText(term, { selector: "dt" }).nextElementSibling;
}

describe("OrderSummary", () => {
  it("shows subtotal, fee, total = amount + delivery_fee, payment method and address", () => {
    render(<OrderSummary order={delivery} title="Resumo do pedido" />);
    expect(screen.getByRole("region", { name: "Resumo do pedido" })).toBeInTheDocument();
    expect(valueOf("Subtotal")).toHaveTextContent("R$ 89,80");
    expect(valueOf("Taxa de entrega")).toHaveTextContent("R$ 7,50");
    expect(valueOf("Total")).toHaveTextContent("R$ 97,30");
    expect(valueOf("Pagamento")).toHaveTextContent("Cartão de Crédito");
    expect(valueOf("Endereço de entrega")).toHaveTextContent("Casa - Rua das Flores, 123, Apto 42");
    expect(valueOf("Endereço de entrega")).toHaveTextContent("Pinheiros");
    expect(valueOf("Endereço de entrega")).toHaveTextContent("Referência: Portão verde");
    expect(screen.queryByText("Retirado no balcão")).not.toBeInTheDocument();
  });

  it('shows a coupon\'s discount as "Desconto (CODE)" with the negative amount, and the total net of it (growth.md section 1)', () => {
    render(<OrderSummary order={{ ...delivery, discount: 9.73, coupon_code: "PRIMEIRA10" }} />);
    expect(valueOf("Desconto (PRIMEIRA10)")).toHaveTextContent("-R$ 9,73");
    expect(valueOf("Total")).toHaveTextContent("R$ 87,57");
  });

  it("shows no discount line without a discount", () => {
    render(<OrderSummary order={{ ...delivery, discount: 0, coupon_code: null }} />);
    expect(screen.queryByText(/Desconto/)).not.toBeInTheDocument();
  });

  it("an order paid on delivery says so, with the note for change, and never 'Pago'", () => {
    const { unmount } = render(<OrderSummary order={{ ...delivery, OrderPayment: [{ payment_method: "cash", status: "approved", change_for: 100 }] }} />);
    expect(valueOf("Pagamento")).toHaveTextContent(/^Pagamento na entrega: Dinheiro · Troco para R\$\s100,00$/);
    unmount();
    render(<OrderSummary order={{ ...delivery, OrderPayment: [{ payment_method: "card_on_delivery", status: "approved", change_for: null }] }} />);
    expect(valueOf("Pagamento")).toHaveTextContent("Pagamento na entrega: Cartão na entrega");
  });

  it("shows 'Retirado no balcão' when delivery_fee is 0, and the total is the amount", () => {
    render(
      <OrderSummary
        order={{
          amount: 49.9,
          delivery_fee: 0,
          is_delivery: false,
          address: { alias: "Retirada", address: "Avenida Paulista", number: "1000", neighborhood: "Bela Vista" },
          OrderPayment: [{ payment_method: "bank_transfer", status: "approved" }],
        }}
      />,
    );
    expect(valueOf("Entrega")).toHaveTextContent("Retirado no balcão");
    expect(screen.queryByText("Taxa de entrega")).not.toBeInTheDocument();
    expect(valueOf("Total")).toHaveTextContent("R$ 49,90");
    expect(valueOf("Pagamento")).toHaveTextContent("Pix");
    expect(valueOf("Endereço para retirada")).toHaveTextContent("Retirada - Avenida Paulista, 1000");
  });

  it("adds reais without float noise (0.1 + 0.2)", () => {
    render(<OrderSummary order={{ amount: 0.1, delivery_fee: 0.2, is_delivery: true }} />);
    expect(valueOf("Total")).toHaveTextContent("R$ 0,30");
  });

  it("calls a delivery to a free area 'Grátis', not a pickup", () => {
    render(<OrderSummary order={{ amount: 30, delivery_fee: 0, is_delivery: true }} />);
    expect(valueOf("Taxa de entrega")).toHaveTextContent("Grátis");
    expect(screen.queryByText("Retirado no balcão")).not.toBeInTheDocument();
  });

  it("leaves the payment row out before any payment, and prefers the approved one after a retry", () => {
    const { rerender } = render(<OrderSummary order={{ ...delivery, OrderPayment: [] }} />);
    expect(screen.queryByText("Pagamento")).not.toBeInTheDocument();
    rerender(
      <OrderSummary
        order={{
          ...delivery,
          OrderPayment: [
            { payment_method: "bank_transfer", status: "approved" },
            { payment_method: "credit_card", status: "rejected" },
          ],
        }}
      />,
    );
    expect(valueOf("Pagamento")).toHaveTextContent("Pix");
  });
});

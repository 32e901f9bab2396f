import { render, screen } from "@testing-library/react";
import { ORDER_STATES } from "@forno/domain/orders";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge";
import { ORDER_STATE_TONES, OrderStatusBadge } from "./order-status-badge";

describe("Badge", () => {
  it("carries its tone and its text", () => {
    render(<Badge tone="success">Ativo</Badge>);
    expect(screen.getByText("Ativo")).toHaveAttribute("data-tone", "success");
  });
});

describe("OrderStatusBadge", () => {
  it("shows the domain's label for the state in that state's tone", () => {
    const { rerender } = render(<OrderStatusBadge state="PREPARATION" />);
    expect(screen.getByText("Em Preparo")).toHaveAttribute("data-tone", "info");
    rerender(<OrderStatusBadge state="DELIVERED" />);
    expect(screen.getByText("Entregue")).toHaveAttribute("data-tone", "success");
    rerender(<OrderStatusBadge state="PENDING" />);
    expect(screen.getByText("Aguardando Pagamento")).toHaveAttribute("data-tone", "warning");
    rerender(<OrderStatusBadge state="CANCELLED_STORE" />);
    expect(screen.getByText("Cancelado pela Loja")).toHaveAttribute("data-tone", "danger");
  });

  it("has a tone for every state the domain knows", () => {
    expect(Object.keys(ORDER_STATE_TONES).sort()).toEqual([...ORDER_STATES].sort());
  });
});

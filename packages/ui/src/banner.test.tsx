import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Banner } from "./banner";

describe("Banner", () => {
  it("is a yellow box with a title, the message and an action", () => {
    render(
      <Banner title="Verifique o status do seu pedido" action={<a href="/">Acompanhar pedido</a>}>
        Pagamento recusado pelo emissor do cartão.
      </Banner>,
    );
    expect(screen.getByText("Verifique o status do seu pedido").closest("[data-tone]")).toHaveAttribute("data-tone", "warning");
    expect(screen.getByText("Pagamento recusado pelo emissor do cartão.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Acompanhar pedido" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("announces itself when asked to be an alert", () => {
    render(<Banner alert>Erro ao criar pedido, tente novamente.</Banner>);
    expect(screen.getByRole("alert")).toHaveTextContent("Erro ao criar pedido, tente novamente.");
  });
});

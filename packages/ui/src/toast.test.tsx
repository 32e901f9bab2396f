import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Toast } from "./toast";
import { ToastViewport } from "./toast-viewport";

describe("Toast", () => {
  it("shows its text, subtitle and subtext in the style of its type", () => {
    render(<Toast type="success" text="Cadastro atualizado com sucesso" subtitle="Dados Pessoais" subtext="Agora mesmo" />);
    expect(screen.getByText("Cadastro atualizado com sucesso")).toBeInTheDocument();
    expect(screen.getByText("Dados Pessoais")).toBeInTheDocument();
    expect(screen.getByText("Agora mesmo")).toBeInTheDocument();
    expect(screen.getByText("Cadastro atualizado com sucesso").closest("[data-type]")).toHaveAttribute("data-type", "success");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("ToastViewport", () => {
  it("is a polite live region that is there before any toast arrives", () => {
    const { rerender } = render(<ToastViewport toasts={[]} />);
    const region = screen.getByRole("status", { name: "Notificações" });
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();
    rerender(<ToastViewport toasts={[{ id: 1, text: "Solicitação enviada com sucesso.", type: "success" }]} />);
    expect(within(region).getByText("Solicitação enviada com sucesso.")).toBeInTheDocument();
  });

  it("dismisses a toast by its id", async () => {
    const onDismiss = vi.fn();
    render(
      <ToastViewport
        toasts={[
          { id: "a", text: "Primeiro", type: "info" },
          { id: "b", text: "Ocorreu um erro inesperado", type: "error" },
        ]}
        onDismiss={onDismiss}
      />,
    );
    const buttons = screen.getAllByRole("button", { name: "Fechar aviso" });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    expect(onDismiss).toHaveBeenCalledWith("b");
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AlertDialog } from "./alert-dialog";

describe("AlertDialog", () => {
  it("asks its question with the given buttons, runs the chosen one and closes", async () => {
    const confirm = vi.fn();
    const onClose = vi.fn();
    render(
      <AlertDialog
        show
        title="Pedido em aberto"
        text="Já existe um pedido em aberto, deseja realizar um novo?"
        buttons={[{ label: "Cancelar" }, { label: "Confirmar", onClick: confirm }]}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole("alertdialog", { name: "Pedido em aberto" });
    expect(dialog).toHaveAccessibleDescription("Já existe um pedido em aberto, deseja realizar um novo?");
    expect(screen.getByRole("button", { name: "Cancelar" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Confirmar" }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps the line breaks of a preformatted text", () => {
    const text = "Estamos fechados agora.\nSeg a Sex: 18:00 às 23:00";
    render(<AlertDialog show title="Loja fechada" text={text} preformatted buttons={[]} onClose={() => {}} />);
    const pre = screen.getByText(/Estamos fechados agora/);
    expect(pre.tagName).toBe("PRE");
    expect(pre.textContent).toBe(text);
    expect(screen.getByRole("button", { name: "OK" })).toBeInTheDocument();
  });

  it("renders nothing while show is false", () => {
    render(<AlertDialog show={false} title="Loja fechada" text="" buttons={[]} onClose={() => {}} />);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

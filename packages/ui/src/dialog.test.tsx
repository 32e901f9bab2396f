import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode, useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { Dialog } from "./dialog";

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Escolher endereço</Button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Selecione um endereço"
        description="Escolha onde receber o pedido."
        footer={<Button variant="secondary" onClick={() => setOpen(false)}>Cancelar</Button>}
      >
        <p>Casa - Rua das Flores, 123</p>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("opens as a modal named by its title and described by its description", async () => {
    render(<Harness />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Escolher endereço" }));
    const dialog = screen.getByRole("dialog", { name: "Selecione um endereço" });
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveAccessibleDescription("Escolha onde receber o pedido.");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("closes on Escape and returns focus to the button that opened it", async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Escolher endereço" });
    await userEvent.click(opener);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("closes from the Fechar button and from a backdrop tap, not from a tap inside", async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole("button", { name: "Escolher endereço" }));
    await userEvent.click(screen.getByText("Casa - Rua das Flores, 123"));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Fechar" }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole("button", { name: "Escolher endereço" }));
    await userEvent.click(screen.getByRole("dialog"));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("focuses the first focusable element, or the one asked for", async () => {
    function WithInitialFocus({ focusSecond }: { focusSecond: boolean }) {
      const [open, setOpen] = useState(false);
      const second = useRef<HTMLButtonElement>(null);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Abrir</Button>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title="Como você quer sua pizza?"
            hideCloseButton
            initialFocusRef={focusSecond ? second : undefined}
          >
            <Button>Inteira</Button>
            <Button ref={second}>Meio a meio</Button>
          </Dialog>
        </>
      );
    }
    const { unmount } = render(<WithInitialFocus focusSecond={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Abrir" }));
    expect(screen.queryByRole("button", { name: "Fechar" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Inteira" })).toHaveFocus();
    unmount();

    render(<WithInitialFocus focusSecond />);
    await userEvent.click(screen.getByRole("button", { name: "Abrir" }));
    expect(screen.getByRole("button", { name: "Meio a meio" })).toHaveFocus();
  });
});

describe("Dialog mounted open under StrictMode", () => {
  it("stays open: the close event of StrictMode's effect replay arrives after it is shown again", async () => {
    // Browsers queue the close event (a task), unlike the test setup's stand-in.
    const close = HTMLDialogElement.prototype.close;
    HTMLDialogElement.prototype.close = function queuedClose(this: HTMLDialogElement) {
      if (!this.hasAttribute("open")) return;
      this.removeAttribute("open");
      setTimeout(() => this.dispatchEvent(new Event("close")));
    };
    try {
      const onClose = vi.fn();
      render(
        <StrictMode>
          <Dialog open onClose={onClose} title="Recortar foto">
            <p>conteúdo</p>
          </Dialog>
        </StrictMode>,
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole("dialog", { name: "Recortar foto" })).toHaveAttribute("open");
    } finally {
      HTMLDialogElement.prototype.close = close;
    }
  });
});

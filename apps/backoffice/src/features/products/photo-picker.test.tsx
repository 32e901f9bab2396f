import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NOT_AN_IMAGE, PhotoPicker } from "./photo-picker";

describe("PhotoPicker", () => {
  it("passes on a picked image", async () => {
    const onPick = vi.fn();
    render(<PhotoPicker onPick={onPick} />);
    const file = new File(["png"], "pizza.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText("Escolher foto"), file);
    expect(onPick).toHaveBeenCalledWith(file);
    expect(screen.getByLabelText("Escolher foto")).toHaveAttribute("accept", "image/*");
  });

  it("refuses a file that is not an image, picked or dropped", async () => {
    const onPick = vi.fn();
    render(<PhotoPicker onPick={onPick} />);
    const pdf = new File(["%PDF"], "cardapio.pdf", { type: "application/pdf" });
    await userEvent.upload(screen.getByLabelText("Escolher foto"), pdf, { applyAccept: false });
    expect(screen.getByRole("alert")).toHaveTextContent(NOT_AN_IMAGE);
    fireEvent.drop(screen.getByText("ou arraste uma imagem aqui"), { dataTransfer: { files: [pdf] } });
    expect(onPick).not.toHaveBeenCalled();
  });

  it("takes a dropped image", () => {
    const onPick = vi.fn();
    render(<PhotoPicker onPick={onPick} />);
    const file = new File(["jpg"], "pizza.jpg", { type: "image/jpeg" });
    fireEvent.drop(screen.getByText("ou arraste uma imagem aqui"), { dataTransfer: { files: [file] } });
    expect(onPick).toHaveBeenCalledWith(file);
  });
});

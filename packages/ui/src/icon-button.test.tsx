import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { IconButton } from "./icon-button";
import { CloseIcon } from "./icons";

describe("IconButton", () => {
  it("is named by its aria-label, not by the icon", async () => {
    const onClick = vi.fn();
    render(
      <IconButton aria-label="Fechar" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole("button", { name: "Fechar" });
    expect(button).toHaveAttribute("type", "button");
    expect(button.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

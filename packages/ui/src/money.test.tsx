import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Money } from "./money";

describe("Money", () => {
  it("formats reais from the API as R$ 49,90, with a no-break space so it never wraps apart", () => {
    render(<Money value={49.9} />);
    // testing-library's matcher folds the no-break space into a plain one; textContent keeps it.
    expect(screen.getByText("R$ 49,90").textContent).toBe("R$\u00a049,90");
  });

  it("formats integer centavos and thousands", () => {
    render(<Money value={123456} unit="centavos" />);
    expect(screen.getByText("R$ 1.234,56")).toBeInTheDocument();
  });
});

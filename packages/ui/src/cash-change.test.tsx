import { CHANGE_FOR_MESSAGES } from "@forno/domain/orders";
import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CashChangeFields, useCashChange } from "./cash-change";

describe("the cash change of a form", () => {
  it("reads the typed reais as change_for, checked against the total with the server's rule", () => {
    const { result } = renderHook(() => useCashChange(6250));
    act(() => result.current.setText("100,00"));
    let read: ReturnType<typeof result.current.read>;
    act(() => void (read = result.current.read()));
    expect(read).toEqual({ changeFor: 100 });
    act(() => result.current.setText("50"));
    act(() => void (read = result.current.read()));
    expect(read).toBeUndefined();
    expect(result.current.error).toMatch(/^O troco deve ser para um valor igual ou maior que o total do pedido/);
  });

  it("asks for a value or the box, and the box means exact money; any change clears the error", () => {
    const { result } = renderHook(() => useCashChange(6250));
    act(() => void result.current.read());
    expect(result.current.error).toBe(CHANGE_FOR_MESSAGES.required);
    act(() => result.current.setNoChange(true));
    expect(result.current.error).toBeUndefined();
    let read: ReturnType<typeof result.current.read>;
    act(() => void (read = result.current.read()));
    expect(read).toEqual({ changeFor: null });
  });

  it("shows 'Troco para' and the box the required message names, the field disabled while ticked", async () => {
    function Form() {
      const change = useCashChange(6250);
      return <CashChangeFields change={change} />;
    }
    render(<Form />);
    const box = screen.getByRole("checkbox", { name: "Não preciso de troco" });
    expect(CHANGE_FOR_MESSAGES.required).toContain("“Não preciso de troco”");
    await userEvent.click(box);
    expect(screen.getByRole("textbox", { name: "Troco para" })).toBeDisabled();
  });
});

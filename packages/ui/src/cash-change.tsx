import { NO_CHANGE_LABEL, changeForInput } from "@forno/domain/orders";
import { useState } from "react";
import { ChangeForField } from "./change-for-field";
import { Checkbox } from "./checkbox";

/**
 * The cash-on-delivery change of a form (the storefront's /checkout and the staff's "Novo pedido"):
 * what is typed in "Troco para", "Não preciso de troco", and the last check's error, cleared as soon
 * as either changes. `read()` checks with the domain's rule (`changeForInput`, the server's own) and
 * gives the body's `change_for`, or shows the problem and gives undefined.
 */
export function useCashChange(totalCentavos: number) {
  const [text, setText] = useState("");
  const [noChange, setNoChange] = useState(false);
  const [error, setError] = useState<string>();
  return {
    totalCentavos,
    text,
    noChange,
    error,
    setText: (value: string) => {
      setText(value);
      setError(undefined);
    },
    setNoChange: (value: boolean) => {
      setNoChange(value);
      setError(undefined);
    },
    read: (): { changeFor: number | null } | undefined => {
      const change = changeForInput(text, noChange, totalCentavos);
      if ("error" in change) {
        setError(change.error);
        return undefined;
      }
      return change;
    },
  };
}

export type CashChange = ReturnType<typeof useCashChange>;

/** "Troco para" with the order's total as its hint, and "Não preciso de troco" (which disables it). */
export function CashChangeFields({ change }: { change: CashChange }) {
  return (
    <>
      <ChangeForField value={change.text} totalCentavos={change.totalCentavos} disabled={change.noChange} error={change.error} onChange={(event) => change.setText(event.target.value)} />
      <Checkbox label={NO_CHANGE_LABEL} checked={change.noChange} onChange={(event) => change.setNoChange(event.target.checked)} />
    </>
  );
}

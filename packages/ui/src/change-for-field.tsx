import { formatCentavos } from "@forno/domain/format";
import type { ChangeEvent } from "react";
import { TextField } from "./text-field";

export interface ChangeForFieldProps {
  value: string;
  totalCentavos: number;
  disabled: boolean;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** "Troco para": the reais a cash-on-delivery customer will pay with, the order's total as its hint. */
export function ChangeForField({ value, totalCentavos, disabled, error, onChange }: ChangeForFieldProps) {
  return (
    <TextField
      label="Troco para"
      inputMode="decimal"
      autoComplete="off"
      placeholder="R$ 0,00"
      hint={`Total do pedido: ${formatCentavos(totalCentavos)}`}
      value={value}
      disabled={disabled}
      onChange={onChange}
      error={disabled ? undefined : error}
    />
  );
}

import { Checkbox } from "@forno/ui/checkbox";
import { Select } from "@forno/ui/select";
import { TextField } from "@forno/ui/text-field";
import type { OperationRule } from "../../lib/operation-rules";

export interface RuleFieldProps {
  rule: OperationRule;
  value: string;
  onChange: (value: string) => void;
}

/** One rule's control: a number, a checkbox, a select or a money input, with its Portuguese label. */
export function RuleField({ rule, value, onChange }: RuleFieldProps) {
  const { control } = rule;
  if (control.kind === "boolean") {
    return <Checkbox label={rule.label} hint={rule.hint} checked={value === "true"} onChange={(event) => onChange(String(event.target.checked))} />;
  }
  if (control.kind === "choice") {
    return <Select label={rule.label} hint={rule.hint} options={control.options} value={value} onChange={(event) => onChange(event.target.value)} />;
  }
  if (control.kind === "money") {
    return <TextField label={rule.label} hint={rule.hint} inputMode="decimal" value={value} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <TextField
      label={rule.label}
      hint={rule.hint}
      type="number"
      inputMode="numeric"
      min={control.min}
      max={control.max}
      step={control.step ?? 1}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

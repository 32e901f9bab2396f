import { BRAZILIAN_STATES } from "@forno/domain/format";
import { Checkbox } from "@forno/ui/checkbox";
import { Select } from "@forno/ui/select";
import { TextArea } from "@forno/ui/text-area";
import { TextField } from "@forno/ui/text-field";
import { Link } from "react-router";
import { Suspense } from "react";
import { NameOrderField, ProductGroupsField } from "./lazy-controls";
import type { SettingField } from "./setting-field-types";
import { maskedInput } from "./setting-values";
import styles from "./setting-control.module.css";

const STATE_OPTIONS = BRAZILIAN_STATES.map((state) => ({ value: state.uf, label: state.name }));

export interface SettingControlProps {
  field: SettingField;
  /** The setting's key: the control's name. */
  name: string;
  /** As the control shows it (inputValue of the stored value, or what was typed). */
  value: string;
  onChange: (value: string) => void;
  /** The server's message for this value. */
  error?: string | undefined;
  /** The settings table labels its editor "Valor" and hints with the row's description. */
  label?: string;
  hint?: string;
}

/** One setting's control: a switch, a choice in words, a masked or a plain input (decision 3600). */
export function SettingControl({ field, name, value, onChange, error, label = field.label, hint = field.help }: SettingControlProps) {
  const { control } = field;
  const common = { name, error, hint, value, label };
  switch (control.kind) {
    case "switch":
      return (
        <Checkbox
          role="switch"
          name={name}
          label={field.label}
          hint={hint}
          error={error}
          checked={value === "true"}
          onChange={(event) => onChange(event.target.checked ? "true" : "false")}
        />
      );
    case "choice":
    case "state":
      return <Select {...common} options={control.kind === "state" ? STATE_OPTIONS : control.options} onChange={(event) => onChange(event.target.value)} />;
    case "integer":
      return (
        <TextField
          {...common}
          type="number"
          inputMode="numeric"
          min={control.min}
          max={control.max}
          step={control.step ?? 1}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case "from-screen":
      return (
        <div className={styles.fromScreen}>
          <span className={styles.fromLabel}>{label}</span>
          <output name={name} className={styles.fromValue}>
            {value}
          </output>
          {hint ? <p className={styles.fromHint}>{hint}</p> : null}
          <Link to={control.to}>{control.linkLabel}</Link>
        </div>
      );
    case "name-list":
      return (
        <div className={styles.nameList}>
          <Suspense fallback={null}>
            <NameOrderField label={`${field.label}: ordem atual`} value={value} onChange={onChange} />
          </Suspense>
          <TextField {...common} hint={hint ?? "Nomes separados por vírgula, na ordem do cardápio"} onChange={(event) => onChange(event.target.value)} />
        </div>
      );
    case "product-groups":
      return (
        <Suspense fallback={null}>
          <ProductGroupsField {...common} onChange={onChange} />
        </Suspense>
      );
    case "text":
      return control.multiline ? (
        <TextArea {...common} maxLength={control.maxLength} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <TextField {...common} maxLength={control.maxLength} onChange={(event) => onChange(event.target.value)} />
      );
    default:
      return (
        <TextField
          {...common}
          type={control.kind === "url" ? "url" : "text"}
          inputMode={control.kind === "url" ? "url" : control.kind === "money" ? "decimal" : "numeric"}
          autoComplete="off"
          placeholder={control.kind === "money" ? "0,00" : control.kind === "url" ? "https://" : undefined}
          onChange={(event) => onChange(maskedInput(control, event.target.value))}
        />
      );
  }
}

import { FieldMessages, useFieldA11y } from "@forno/ui/field";
import styles from "./choice-boxes.module.css";

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

export interface ChoiceBoxesProps<V extends string | number> {
  legend: string;
  options: readonly Choice<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  hint?: string;
  error?: string;
  /** Each box's name (a settings key: a refused save focuses its first box). */
  name?: string;
}

/** A group of checkboxes for a list (a coupon's weekdays, order types, channels, groups; the loyalty card's groups), in the options' order. */
export function ChoiceBoxes<V extends string | number>({ legend, options, value, onChange, hint, error, name }: ChoiceBoxesProps<V>) {
  const { hintId, errorId, controlProps } = useFieldA11y({ hint, error });
  const toggle = (option: V, checked: boolean) => onChange(options.map((entry) => entry.value).filter((entry) => (entry === option ? checked : value.includes(entry))));
  return (
    <fieldset className={styles.boxes} aria-describedby={controlProps["aria-describedby"]} aria-invalid={controlProps["aria-invalid"]}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.boxRow}>
        {options.map((option) => (
          <label key={String(option.value)} className={styles.box}>
            <input type="checkbox" name={name} checked={value.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}

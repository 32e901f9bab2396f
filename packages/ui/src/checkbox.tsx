import { type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { cx } from "./class-names";
import { FieldMessages, useFieldA11y } from "./field";
import styles from "./field.module.css";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  /** The text beside the box, e.g. "Exibe no App?" or "Principal". */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox whose whole row (44px tall) toggles it; works with register() like TextField. */
export function Checkbox({ label, hint, error, className, id, ...rest }: CheckboxProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error, describedBy: rest["aria-describedby"] });
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.checkRow}>
        <input type="checkbox" className={styles.checkbox} {...rest} {...controlProps} />
        <span className={styles.checkLabel}>{label}</span>
      </label>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

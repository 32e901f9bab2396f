import { type ReactNode, type Ref, type SelectHTMLAttributes } from "react";
import { cx } from "./class-names";
import { FieldLabel, FieldMessages, useFieldA11y } from "./field";
import { ChevronDownIcon } from "./icons";
import styles from "./field.module.css";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** The choices; or pass <option> children instead. */
  options?: readonly SelectOption[];
  /** A first, empty choice such as "Selecione": chosen while nothing else is. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select ("Atualizar status para", the backoffice's Ambos / true / false filters). */
export function Select({ label, optional, hint, error, options, placeholder, className, id, children, ...rest }: SelectProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error, describedBy: rest["aria-describedby"] });
  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={controlId} optional={optional}>
        {label}
      </FieldLabel>
      <div className={styles.selectWrap}>
        <select className={cx(styles.control, styles.select)} {...rest} {...controlProps}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDownIcon className={styles.chevron} size={20} />
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

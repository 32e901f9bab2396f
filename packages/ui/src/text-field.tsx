import { type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { cx } from "./class-names";
import { FieldLabel, FieldMessages, useFieldA11y } from "./field";
import { VisuallyHidden } from "./visually-hidden";
import styles from "./field.module.css";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Keeps the label for screen readers only (the catalogue search shows just its placeholder). */
  hideLabel?: boolean;
  /** Adds " (opcional)" to the label. */
  optional?: boolean;
  hint?: ReactNode;
  /** The validation message, e.g. errors.document?.message from react-hook-form. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input. Spread react-hook-form's register() into it: name, ref, onChange and onBlur
 * reach the <input> untouched, so a mask can wrap onChange (e.target.value = formatCpf(...)).
 */
export function TextField({ label, hideLabel, optional, hint, error, className, id, type = "text", ...rest }: TextFieldProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error, describedBy: rest["aria-describedby"] });
  return (
    <div className={cx(styles.field, className)}>
      {hideLabel ? (
        <VisuallyHidden>
          <label htmlFor={controlId}>{label}</label>
        </VisuallyHidden>
      ) : (
        <FieldLabel htmlFor={controlId} optional={optional}>
          {label}
        </FieldLabel>
      )}
      <input type={type} className={styles.control} {...rest} {...controlProps} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

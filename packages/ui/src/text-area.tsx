import { type ReactNode, type Ref, type TextareaHTMLAttributes } from "react";
import { cx } from "./class-names";
import { FieldLabel, FieldMessages, useFieldA11y } from "./field";
import styles from "./field.module.css";

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text (the product note "Observação", placeholder "Digite Aqui"). */
export function TextArea({ label, optional, hint, error, className, id, rows = 3, ...rest }: TextAreaProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error, describedBy: rest["aria-describedby"] });
  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={controlId} optional={optional}>
        {label}
      </FieldLabel>
      <textarea rows={rows} className={cx(styles.control, styles.textarea)} {...rest} {...controlProps} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

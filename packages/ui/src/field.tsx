import { type ReactNode, useId } from "react";
import { ErrorIcon } from "./icons";
import styles from "./field.module.css";

export interface FieldA11yOptions {
  id?: string;
  hint?: ReactNode;
  error?: string;
  /** An aria-describedby the caller already set; it is kept. */
  describedBy?: string;
}

/**
 * Ids that tie a control to its hint and error: aria-describedby lists both (hint first), and
 * aria-invalid is set while there is an error. Shared by TextField, TextArea, Select and Checkbox.
 */
export function useFieldA11y({ id, hint, error, describedBy }: FieldA11yOptions) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ariaDescribedBy = [describedBy, hintId, errorId].filter(Boolean).join(" ") || undefined;
  return {
    controlId,
    hintId,
    errorId,
    controlProps: { id: controlId, "aria-describedby": ariaDescribedBy, "aria-invalid": error ? true : undefined },
  };
}

export function FieldLabel({ htmlFor, optional, children }: { htmlFor: string; optional?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {optional ? (
        <>
          {" "}
          <span className={styles.optional}>(opcional)</span>
        </>
      ) : null}
    </label>
  );
}

export function FieldMessages({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId?: string; error?: string; errorId?: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <ErrorIcon size={16} />
          {error}
        </p>
      ) : null}
    </>
  );
}

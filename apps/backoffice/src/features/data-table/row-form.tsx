import { errorMessage } from "@forno/api-client";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { InfoIcon } from "@forno/ui/icons";
import { type FormEventHandler, type ReactNode } from "react";
import styles from "./row-form.module.css";

export interface RowFormProps {
  /** Names the form for screen readers, e.g. "Editar Margherita". */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel?: () => void;
  /** The failed save's error: the server's message, else the error's own, else 'Ocorreu um erro inesperado'. */
  error?: unknown;
  pending?: boolean;
  submitLabel?: string;
  restoredDraft?: boolean;
  children: ReactNode;
  /** Shown beside the fields (the product photo). */
  aside?: ReactNode;
}

/** Add to a field that should span the whole form (a description). */
export const WIDE_FIELD = styles.wide ?? "";

/** The frame of every inline form: the error above the fields, then Salvar / Cancelar. */
export function RowForm({ label, onSubmit, onCancel, error, pending = false, submitLabel = "Salvar", restoredDraft, children, aside }: RowFormProps) {
  return (
    <div className={styles.frame}>
      <form className={styles.form} aria-label={label} noValidate onSubmit={onSubmit}>
        {error ? (
          <Banner tone="danger" alert>
            {errorMessage(error)}
          </Banner>
        ) : null}
        {restoredDraft ? (
          <p className={styles.draft}>
            <InfoIcon size={16} /> Alterações ainda não salvas foram restauradas.
          </p>
        ) : null}
        <div className={styles.fields}>{children}</div>
        <div className={styles.actions}>
          <Button type="submit" loading={pending} loadingText="Salvando...">
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              Cancelar
            </Button>
          ) : null}
        </div>
      </form>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </div>
  );
}

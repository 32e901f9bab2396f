import { errorMessage } from "@forno/api-client";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { Dialog } from "@forno/ui/dialog";
import { type ReactNode } from "react";

export interface CreateDialogProps {
  title: string;
  /** A short text under the title (aria-describedby). */
  description?: string;
  submitLabel: string;
  /** What the submit button says while pending (default "Salvando..."). */
  loadingText?: string;
  /** The form inside, which the footer's submit button targets; or, without a form, what the button does. */
  submit: { formId: string } | { onClick: () => void };
  pending: boolean;
  /** The failed creation, shown above the form (the form keeps what was typed). */
  error: unknown;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * The backoffice's creating dialogs ("Novo produto", "Novo CEP", "Novo entregador", the photo's
 * crop): the content, the failed attempt's error above it, and the action and Cancelar in the
 * footer; a backdrop tap never closes it (what was typed or framed is kept).
 */
export function CreateDialog({ title, description, submitLabel, loadingText = "Salvando...", submit, pending, error, onClose, className, children }: CreateDialogProps) {
  const action = "formId" in submit ? { type: "submit" as const, form: submit.formId } : { type: "button" as const, onClick: submit.onClick };
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      {...(description ? { description } : {})}
      closeOnBackdrop={false}
      {...(className ? { className } : {})}
      footer={
        <>
          <Button {...action} loading={pending} loadingText={loadingText}>
            {submitLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
        </>
      }
    >
      {error ? (
        <Banner tone="danger" alert>
          {errorMessage(error)}
        </Banner>
      ) : null}
      {children}
    </Dialog>
  );
}

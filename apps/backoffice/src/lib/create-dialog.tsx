import { errorMessage } from "@forno/api-client";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { Dialog } from "@forno/ui/dialog";
import { type ReactNode } from "react";

export interface CreateDialogProps {
  title: string;
  submitLabel: string;
  /** The id of the form inside, which the footer's submit button targets. */
  formId: string;
  pending: boolean;
  /** The failed creation, shown above the form (the form keeps what was typed). */
  error: unknown;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/** The "Novo ..." dialogs: the form, its error above it, and Cadastrar/Cancelar in the footer. */
export function CreateDialog({ title, submitLabel, formId, pending, error, onClose, className, children }: CreateDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      closeOnBackdrop={false}
      {...(className ? { className } : {})}
      footer={
        <>
          <Button type="submit" form={formId} loading={pending} loadingText="Salvando...">
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

import { type DataRemovalRequest, dataRemovalRejectBodySchema } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { Dialog } from "@forno/ui/dialog";
import { TextArea } from "@forno/ui/text-area";
import { type FormEvent, useState } from "react";
import { requester } from "./privacy-table-config";

export interface RejectDialogProps {
  request: DataRemovalRequest;
  pending: boolean;
  onConfirm: (note: string) => void;
  onClose: () => void;
}

const FORM_ID = "reject-removal-request";

/** Refusing keeps every piece of data; staff say why (the note stays with the request). */
export function RejectDialog({ request, pending, onConfirm, onClose }: RejectDialogProps) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = dataRemovalRejectBodySchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onConfirm(parsed.data.note);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      closeOnBackdrop={false}
      title={`Recusar o pedido de ${requester(request)}?`}
      description={<p>Nenhum dado é apagado. Registre o motivo (por exemplo, pedido duplicado ou obrigação legal de guardar os dados).</p>}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Voltar
          </Button>
          <Button type="submit" form={FORM_ID} loading={pending} loadingText="Salvando...">
            Recusar pedido
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <TextArea label="Motivo da recusa" value={note} onChange={(event) => setNote(event.target.value)} error={error} maxLength={500} />
      </form>
    </Dialog>
  );
}

import { Button } from "@forno/ui/button";
import { Dialog } from "@forno/ui/dialog";

export interface DeleteAddressDialogProps {
  open: boolean;
  /** The address as the headers show it: "Casa - Rua Aspicuelta, 120". */
  text: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Deleting is final: the customer confirms first. */
export function DeleteAddressDialog({ open, text, pending, onCancel, onConfirm }: DeleteAddressDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      title="Excluir endereço"
      description={`Deseja excluir o endereço ${text}?`}
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            Sim, excluir
          </Button>
        </>
      }
    />
  );
}

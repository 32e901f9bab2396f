import { type Order } from "@forno/domain/schemas";
import { AlertDialog } from "@forno/ui/alert-dialog";

/** Cancelling cannot be undone (the state machine has no way back): it asks first. */
export function CancelDialog({ order, onConfirm, onClose }: { order: Order | null; onConfirm: (order: Order) => void; onClose: () => void }) {
  return (
    <AlertDialog
      show={order !== null}
      title={order ? `Cancelar o pedido #${order.external_id}?` : ""}
      text="O cliente verá o pedido como cancelado pela loja. Não é possível desfazer."
      buttons={[
        { label: "Voltar", variant: "secondary" },
        { label: "Cancelar pedido", variant: "danger", onClick: () => order && onConfirm(order) },
      ]}
      onClose={onClose}
    />
  );
}

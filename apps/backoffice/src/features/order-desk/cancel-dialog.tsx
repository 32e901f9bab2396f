import { type Order } from "@forno/domain/schemas";
import { AlertDialog } from "@forno/ui/alert-dialog";
import { IfoodCancelDialog } from "./ifood-cancel-dialog";

/**
 * Cancelling cannot be undone (the state machine has no way back): it asks first. An iFood order is
 * cancelled by iFood, with one of iFood's reasons (growth.md section 4).
 */
export function CancelDialog({ order, onConfirm, onClose }: { order: Order | null; onConfirm: (order: Order, cancellationCode?: string) => void; onClose: () => void }) {
  if (order?.channel === "ifood") return <IfoodCancelDialog order={order} onConfirm={onConfirm} onClose={onClose} />;
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

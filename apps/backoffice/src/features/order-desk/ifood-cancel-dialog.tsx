import { errorMessage } from "@forno/api-client";
import { type Order } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { Dialog } from "@forno/ui/dialog";
import { Skeleton } from "@forno/ui/skeleton";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useApi } from "../../lib/api-context";
import styles from "./order-desk-page.module.css";

/**
 * Cancelar on an iFood order (growth.md section 4): iFood's own reasons for this order, one to
 * choose; iFood then decides, and the card shows "Cancelamento solicitado" until it does.
 */
export function IfoodCancelDialog({ order, onConfirm, onClose }: { order: Order; onConfirm: (order: Order, cancellationCode: string) => void; onClose: () => void }) {
  const api = useApi();
  const [code, setCode] = useState<string | null>(null);
  const reasons = useQuery({ queryKey: ["orders", order.id, "cancellation-reasons"], queryFn: () => api.orders.cancellationReasons(order.id), staleTime: 0 });
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Cancelar o pedido #${order.external_id} no iFood?`}
      role="alertdialog"
      closeOnBackdrop={false}
      hideCloseButton
      description={<p className={styles.dialogText}>O iFood decide o cancelamento e avisa o cliente. Até lá, o pedido fica no quadro como “Cancelamento solicitado”.</p>}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Voltar
          </Button>
          <Button
            variant="danger"
            disabled={code === null}
            onClick={() => {
              if (code === null) return;
              onConfirm(order, code);
              onClose();
            }}
          >
            Cancelar pedido
          </Button>
        </>
      }
    >
      {reasons.data ? (
        <fieldset className={styles.reasons}>
          <legend className={styles.reasonsLegend}>Motivo do cancelamento</legend>
          {reasons.data.map((reason) => (
            <label key={reason.code} className={styles.reason}>
              <input type="radio" name="cancellation-reason" value={reason.code} checked={code === reason.code} onChange={() => setCode(reason.code)} />
              {reason.description}
            </label>
          ))}
        </fieldset>
      ) : reasons.isError ? (
        <Banner tone="danger" alert action={<Button variant="secondary" onClick={() => void reasons.refetch()}>Tentar de novo</Button>}>
          {errorMessage(reasons.error)}
        </Banner>
      ) : (
        <>
          <p className={styles.dialogText}>Buscando os motivos do iFood…</p>
          <Skeleton lines={3} />
        </>
      )}
    </Dialog>
  );
}

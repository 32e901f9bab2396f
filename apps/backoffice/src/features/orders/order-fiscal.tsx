import { errorMessage, orderKeys } from "@forno/api-client";
import { type Order } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FiscalStateBadge } from "../../components/fiscal-state-badge";
import { useApi } from "../../lib/api-context";
import { FiscalCancelDialog } from "./fiscal-cancel-dialog";
import { accessKeyGroups, isCancelledOrderStateFor } from "./order-fiscal-rules";
import styles from "./order-details.module.css";

/**
 * The order's NFC-e in its details (growth.md section 3): its state, number, series, access key and
 * consult link; "Emitir NFC-e" or "Tentar de novo" while there is no authorised note, "Cancelar
 * NFC-e" once there is.
 */
export function OrderFiscal({ order }: { order: Order }) {
  const api = useApi();
  const [cancelling, setCancelling] = useState(false);
  const queryClient = useQueryClient();
  const issue = useMutation({ mutationFn: () => api.fiscal.issue(order.id), onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }) });
  const fiscal = order.fiscal;
  const cancelled = isCancelledOrderStateFor(order);
  const canIssue = fiscal === null ? !cancelled && order.OrderStateHistory.some((entry) => entry.to_state === "PAID") : fiscal.status === "rejected" || fiscal.status === "error";
  return (
    <section className={styles.fiscal} aria-label={`NFC-e do pedido #${order.external_id}`}>
      <h2 className={styles.heading}>Nota fiscal (NFC-e)</h2>
      {fiscal === null ? <p className={styles.muted}>Nenhuma NFC-e emitida.</p> : <FiscalStateBadge order={order} />}
      {fiscal?.message ? <p className={styles.note}>{fiscal.message}</p> : null}
      {fiscal?.status === "authorized" || fiscal?.status === "cancelled" ? (
        <dl className={styles.fiscalData}>
          <dt>Número e série</dt>
          <dd>
            {fiscal.number} / {fiscal.series}
          </dd>
          {fiscal.access_key ? (
            <>
              <dt>Chave de acesso</dt>
              <dd className={styles.key}>{accessKeyGroups(fiscal.access_key).join(" ")}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {fiscal?.consult_url && fiscal.status === "authorized" ? (
        <a href={fiscal.consult_url} target="_blank" rel="noreferrer" className={styles.print}>
          Consultar na SEFAZ
        </a>
      ) : null}
      <div className={styles.fiscalActions}>
        {canIssue ? (
          <Button variant="secondary" loading={issue.isPending} onClick={() => issue.mutate()}>
            {fiscal === null ? "Emitir NFC-e" : "Tentar de novo"}
          </Button>
        ) : null}
        {fiscal?.status === "authorized" ? (
          <Button variant="ghost" onClick={() => setCancelling(true)}>
            Cancelar NFC-e
          </Button>
        ) : null}
      </div>
      {issue.error ? (
        <Banner tone="danger" alert>
          {errorMessage(issue.error)}
        </Banner>
      ) : null}
      {cancelling ? <FiscalCancelDialog order={order} open onClose={() => setCancelling(false)} /> : null}
    </section>
  );
}

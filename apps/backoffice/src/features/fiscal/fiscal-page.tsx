import { errorMessage, orderKeys } from "@forno/api-client";
import { fiscalKeys } from "@forno/api-client/staff";
import { formatDateTime } from "@forno/domain/format";
import { type FiscalNoteRow } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { EmptyState } from "@forno/ui/empty-state";
import { Money } from "@forno/ui/money";
import { Skeleton } from "@forno/ui/skeleton";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FiscalStateBadge } from "../../components/fiscal-state-badge";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import styles from "./fiscal-page.module.css";

/** One note that needs the staff: the order, SEFAZ's message, and "Tentar de novo" where a new try can help. */
function NoteRow({ row }: { row: FiscalNoteRow }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => api.fiscal.issue(row.order_id),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: fiscalKeys.notes });
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
  const retriable = row.fiscal.status !== "authorized";
  return (
    <li className={styles.row} aria-labelledby={`fiscal-${row.order_id}`}>
      <div className={styles.head}>
        <h2 id={`fiscal-${row.order_id}`} className={styles.order}>
          Pedido #{row.order_external_id}
        </h2>
        <FiscalStateBadge order={row} />
      </div>
      <p className={styles.meta}>
        {row.client_name ?? "Cliente"} · <Money value={row.total} /> · {formatDateTime(row.updated_at)}
      </p>
      {row.fiscal.message ? <p className={styles.message}>{row.fiscal.message}</p> : null}
      {retriable ? (
        <Button variant="secondary" loading={retry.isPending} onClick={() => retry.mutate()} aria-label={`Tentar de novo a NFC-e do pedido #${row.order_external_id}`}>
          Tentar de novo
        </Button>
      ) : null}
      {retry.error ? (
        <Banner tone="danger" alert>
          {errorMessage(retry.error)}
        </Banner>
      ) : null}
    </li>
  );
}

/**
 * Fiscal (growth.md section 3): the NFC-e that need the staff, newest first: rejected by SEFAZ (its
 * message says why) or without an answer from the provider, with "Tentar de novo"; and notes left
 * authorised on orders cancelled after the window, for the accountant.
 */
export function FiscalPage() {
  const api = useApi();
  const notes = useQuery(api.fiscal.notesQuery());
  return (
    <>
      <PageHeader title="Fiscal" />
      <div className={styles.page}>
        <p className={styles.lead}>Notas fiscais (NFC-e) que precisam de atenção. Corrija o que a SEFAZ apontou (os códigos ficam no produto e em Minha loja &gt; Fiscal) e use Tentar de novo.</p>
        {notes.isPending ? <Skeleton height={96} /> : null}
        {notes.error ? (
          <Banner tone="danger" alert>
            {errorMessage(notes.error)}
          </Banner>
        ) : null}
        {notes.data?.length === 0 ? <EmptyState title="Nenhuma NFC-e precisa de atenção" text="As notas rejeitadas ou sem resposta aparecem aqui." /> : null}
        {notes.data && notes.data.length > 0 ? (
          <ul className={styles.list}>
            {notes.data.map((row) => (
              <NoteRow key={row.order_id} row={row} />
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}

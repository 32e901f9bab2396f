import { formatPhone } from "@forno/domain/format";
import { type DataRemovalRequest, type DataRemovalStatus, dataRemovalListQuerySchema } from "@forno/domain/schemas";
import { Badge, type BadgeTone } from "@forno/ui/badge";
import { Button } from "@forno/ui/button";
import { createColumnHelper } from "@tanstack/react-table";
import { DateTimeCell, type FilterDef, sortParams } from "../data-table";
import styles from "./privacy-page.module.css";

const column = createColumnHelper<DataRemovalRequest>();
const sortBy = sortParams(dataRemovalListQuerySchema);

export const STATUS_LABELS: Record<DataRemovalStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Pendente", tone: "warning" },
  done: { label: "Atendido", tone: "success" },
  rejected: { label: "Recusado", tone: "neutral" },
};

/** Who asked, for titles and button names: the name typed, else the phone, else the e-mail, else the request's number. */
export function requester(request: DataRemovalRequest): string {
  return request.name ?? (request.phone ? formatPhone(request.phone) : null) ?? request.email ?? `nº ${request.id}`;
}

export interface RequestActions {
  onFulfil: (request: DataRemovalRequest) => void;
  onReject: (request: DataRemovalRequest) => void;
}

/** What the requester typed: phone and/or e-mail (a request may carry either, or neither when sent signed in). */
function Contact({ request }: { request: DataRemovalRequest }) {
  const parts = [request.phone ? formatPhone(request.phone) : null, request.email].filter(Boolean);
  return <>{parts.length > 0 ? parts.join(" · ") : "—"}</>;
}

/** Pending: Atender / Recusar. Resolved: when, and the refusal's note. */
function Resolution({ request, actions }: { request: DataRemovalRequest; actions: RequestActions }) {
  if (request.status === "pending") {
    return (
      <span className={styles.actions}>
        <Button className={styles.small} onClick={() => actions.onFulfil(request)} aria-label={`Atender o pedido de ${requester(request)}`}>
          Atender
        </Button>
        <Button variant="secondary" className={styles.small} onClick={() => actions.onReject(request)} aria-label={`Recusar o pedido de ${requester(request)}`}>
          Recusar
        </Button>
      </span>
    );
  }
  return (
    <span title={request.note ?? undefined}>
      <DateTimeCell value={request.resolved_at} compact />
      {request.note ? <span className={styles.note}> · {request.note}</span> : null}
    </span>
  );
}

/** Recebido em (sortable), Nome, Contato, Cliente, Situação and the actions. */
export function privacyColumns(actions: RequestActions) {
  return [
    column.accessor("created_at", {
      header: "Recebido em",
      cell: (info) => <DateTimeCell value={info.getValue()} compact />,
      meta: { sortParam: sortBy("order_created_at"), width: "150px" },
    }),
    column.accessor("name", { header: "Nome", cell: (info) => info.getValue() ?? "—", meta: { minWidth: "160px" } }),
    column.display({ id: "contact", header: "Contato", cell: (info) => <Contact request={info.row.original} />, meta: { width: "240px", wrap: true } }),
    column.accessor("client_id", {
      header: "Cadastro",
      cell: (info) => (info.getValue() === null ? "Não encontrado" : `Cliente nº ${info.getValue()}`),
      meta: { width: "130px" },
    }),
    column.accessor("status", {
      header: "Situação",
      cell: (info) => <Badge tone={STATUS_LABELS[info.getValue()].tone}>{STATUS_LABELS[info.getValue()].label}</Badge>,
      meta: { width: "130px" },
    }),
    column.display({ id: "resolution", header: "Ação", cell: (info) => <Resolution request={info.row.original} actions={actions} />, meta: { width: "260px" } }),
  ];
}

export const privacyFilters: readonly FilterDef<typeof dataRemovalListQuerySchema>[] = [
  {
    param: "where_status",
    label: "Situação",
    kind: "select",
    width: "150px",
    options: [
      { value: "", label: "Todos" },
      { value: "pending", label: "Pendentes" },
      { value: "done", label: "Atendidos" },
      { value: "rejected", label: "Recusados" },
    ],
  },
];

export const requestRowId = (request: DataRemovalRequest) => String(request.id);

import { errorMessage } from "@forno/api-client";
import { privacyKeys } from "@forno/api-client/staff";
import { type DataRemovalRequest, dataRemovalListQuerySchema } from "@forno/domain/schemas";
import { showToast } from "@forno/ui/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { DataTable, replaceRow } from "../data-table";
import { FulfilDialog } from "./fulfil-dialog";
import { privacyColumns, privacyFilters, requestRowId } from "./privacy-table-config";
import { RejectDialog } from "./reject-dialog";

type Open = { kind: "fulfil" | "reject"; request: DataRemovalRequest } | null;

/** Privacidade: the customers' data-removal requests (LGPD), fulfilled or refused here (operations.md section 5). */
export function PrivacyPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const resolve = useMutation({
    mutationFn: ({ request, note }: { request: DataRemovalRequest; note?: string }) =>
      note === undefined ? api.privacy.fulfil(request.id) : api.privacy.reject(request.id, note),
    onSuccess: async (saved) => {
      setOpen(null);
      showToast({ text: saved.status === "done" ? "Pedido atendido: dados removidos" : "Pedido recusado", type: "success" });
      await replaceRow<DataRemovalRequest>(queryClient, privacyKeys.all, (row) => row.id === saved.id, saved);
    },
    onError: (error) => {
      setOpen(null);
      showToast({ text: errorMessage(error), type: "error" });
      void queryClient.invalidateQueries({ queryKey: privacyKeys.all });
    },
  });
  const columns = useMemo(
    () => privacyColumns({ onFulfil: (request) => setOpen({ kind: "fulfil", request }), onReject: (request) => setOpen({ kind: "reject", request }) }),
    [],
  );
  const close = () => setOpen(null);
  return (
    <>
      <PageHeader title="Privacidade" />
      <DataTable
        label="Pedidos de remoção de dados"
        columns={columns}
        resourceKey={privacyKeys.all}
        querySchema={dataRemovalListQuerySchema}
        fetchPage={api.privacy.list}
        getRowId={requestRowId}
        filters={privacyFilters}
      />
      {open?.kind === "fulfil" ? (
        <FulfilDialog request={open.request} pending={resolve.isPending} onConfirm={() => resolve.mutate({ request: open.request })} onClose={close} />
      ) : null}
      {open?.kind === "reject" ? (
        <RejectDialog request={open.request} pending={resolve.isPending} onConfirm={(note) => resolve.mutate({ request: open.request, note })} onClose={close} />
      ) : null}
    </>
  );
}

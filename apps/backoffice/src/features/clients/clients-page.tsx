import { clientListQuerySchema } from "@forno/domain/schemas";
import { clientKeys } from "@forno/api-client";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { useLoyaltyEnabled } from "../../lib/use-loyalty-enabled";
import { DataTable } from "../data-table";
import { ClientDetails } from "./client-details";
import { clientColumns, clientFilters, clientRowId, loyaltyClientColumns } from "./client-table-config";

export function ClientsPage() {
  const api = useApi();
  const loyalty = useLoyaltyEnabled();
  return (
    <>
      <PageHeader title="Clientes" />
      <DataTable
        label="Clientes"
        columns={loyalty ? loyaltyClientColumns : clientColumns}
        resourceKey={clientKeys.all}
        querySchema={clientListQuerySchema}
        fetchPage={api.clients.list}
        getRowId={clientRowId}
        filters={clientFilters}
        expandLabel={(client) => `Ver dados de ${client.name}`}
        renderExpanded={(client) => <ClientDetails client={client} />}
      />
    </>
  );
}

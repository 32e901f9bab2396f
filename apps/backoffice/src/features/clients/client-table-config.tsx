import { formatPhone } from "@forno/domain/format";
import { type ListedClient, clientListQuerySchema } from "@forno/domain/schemas";
import { createColumnHelper } from "@tanstack/react-table";
import { type FilterDef, sortParams } from "../data-table";
import { AdjustStampsAction } from "./adjust-stamps-action";

const column = createColumnHelper<ListedClient>();
const sortBy = sortParams(clientListQuerySchema);

/** Seed 001 section 2.8: Nome (sortable) and Telefone. */
export const clientColumns = [
  column.accessor("name", { header: "Nome", meta: { sortParam: sortBy("order_name") } }),
  column.accessor("phone", { header: "Telefone", cell: (info) => formatPhone(info.getValue()), meta: { width: "220px" } }),
];

/**
 * With the loyalty card on (growth.md section 2; decision 3230), beside the seed's columns: the
 * client's stamps and "Ajustar selos". With it off the table is the seed's.
 */
export const loyaltyClientColumns = [
  ...clientColumns,
  column.accessor("loyalty_stamps", { header: "Selos", meta: { width: "88px", align: "end" } }),
  column.display({ id: "actions", header: "Ações", cell: (info) => <AdjustStampsAction client={info.row.original} />, meta: { width: "168px" } }),
];

export const clientFilters: readonly FilterDef<typeof clientListQuerySchema>[] = [
  { param: "where_name", label: "Nome", kind: "text", width: "220px" },
  { param: "where_phone", label: "Telefone", kind: "text", width: "180px" },
];

export const clientRowId = (client: ListedClient) => String(client.id);

import { formatPhone } from "@forno/domain/format";
import { type Client } from "@forno/domain/schemas";
import { createColumnHelper } from "@tanstack/react-table";
import { type FilterDef } from "../data-table";

const column = createColumnHelper<Client>();

/** Seed 001 section 2.8: Nome (sortable) and Telefone. */
export const clientColumns = [
  column.accessor("name", { header: "Nome", meta: { sortParam: "order_name" } }),
  column.accessor("phone", { header: "Telefone", cell: (info) => formatPhone(info.getValue()), meta: { width: "220px" } }),
];

export const clientFilters: readonly FilterDef[] = [
  { param: "where_name", label: "Nome", kind: "text", width: "220px" },
  { param: "where_phone", label: "Telefone", kind: "text", width: "180px" },
];

export const clientRowId = (client: Client) => String(client.id);

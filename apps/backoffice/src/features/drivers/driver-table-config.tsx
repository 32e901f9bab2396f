import { formatPhone } from "@forno/domain/format";
import { type Driver, driverListQuerySchema } from "@forno/domain/schemas";
import { createColumnHelper } from "@tanstack/react-table";
import { BOOLEAN_FILTER_OPTIONS, BooleanCell, type FilterDef, sortParams } from "../data-table";

const column = createColumnHelper<Driver>();
const sortBy = sortParams(driverListQuerySchema);

/** The store's drivers: Nome (sortable), Telefone, Ativo. */
export const driverColumns = [
  column.accessor("id", { header: "ID", meta: { sortParam: sortBy("order_id"), width: "72px" } }),
  column.accessor("name", { header: "Nome", meta: { sortParam: sortBy("order_name") } }),
  column.accessor("phone", { header: "Telefone", cell: (info) => formatPhone(info.getValue()), meta: { width: "180px" } }),
  column.accessor("is_active", { header: "Ativo", cell: (info) => <BooleanCell value={info.getValue()} />, meta: { width: "72px", align: "center" } }),
];

export const driverFilters: readonly FilterDef<typeof driverListQuerySchema>[] = [
  { param: "where_name", label: "Nome", kind: "text", width: "220px" },
  { param: "where_phone", label: "Telefone", kind: "text", width: "160px" },
  { param: "where_is_active", label: "Ativo", kind: "select", width: "120px", options: BOOLEAN_FILTER_OPTIONS },
];

export const driverRowId = (driver: Driver) => String(driver.id);

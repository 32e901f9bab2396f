import { type ProductAdditional, productAdditionalListQuerySchema } from "@forno/domain/schemas";
import { createColumnHelper } from "@tanstack/react-table";
import { BOOLEAN_FILTER_OPTIONS, BooleanCell, type FilterDef, MoneyCell, sortParams } from "../data-table";

const column = createColumnHelper<ProductAdditional>();
const sortBy = sortParams(productAdditionalListQuerySchema);

/** Seed 001 section 2.8: ID, Grupo, Categoria, Nome, Valor, Ativo. */
export const additionalColumns = [
  column.accessor("id", { header: "ID", meta: { sortParam: sortBy("order_id"), width: "72px" } }),
  column.accessor("group", { header: "Grupo", meta: { sortParam: sortBy("order_group"), width: "180px" } }),
  column.accessor("category", { header: "Categoria", meta: { sortParam: sortBy("order_category"), width: "160px" } }),
  column.accessor("name", { header: "Nome", meta: { sortParam: sortBy("order_name") } }),
  column.accessor("amount", { header: "Valor", cell: (info) => <MoneyCell value={info.getValue()} />, meta: { sortParam: sortBy("order_amount"), width: "104px", align: "end" } }),
  column.accessor("is_active", { header: "Ativo", cell: (info) => <BooleanCell value={info.getValue()} />, meta: { width: "72px", align: "center" } }),
];

export const additionalFilters: readonly FilterDef<typeof productAdditionalListQuerySchema>[] = [
  { param: "where_id", label: "ID", kind: "number", width: "80px" },
  { param: "where_group", label: "Grupo", kind: "text" },
  { param: "where_category", label: "Categoria", kind: "text" },
  { param: "where_name", label: "Nome", kind: "text", width: "180px" },
  { param: "where_amount", label: "Valor", kind: "number", width: "96px" },
  { param: "where_is_active", label: "Ativo", kind: "select", options: BOOLEAN_FILTER_OPTIONS, width: "110px" },
];

export const additionalRowId = (additional: ProductAdditional) => String(additional.id);

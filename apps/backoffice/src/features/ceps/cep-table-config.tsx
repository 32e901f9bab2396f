import { formatCep } from "@forno/domain/format";
import { type CepArea, cepListQuerySchema } from "@forno/domain/schemas";
import { createColumnHelper } from "@tanstack/react-table";
import { BooleanCell, type FilterDef, MoneyCell, sortParams } from "../data-table";

const column = createColumnHelper<CepArea>();
const sortBy = sortParams(cepListQuerySchema);

/** Seed 001 section 2.8: CEP (sortable), Logradouro, Bairro, Cidade, Valor, Ativo (tick or cross). */
export const cepColumns = [
  column.accessor("postal_code", { header: "CEP", cell: (info) => formatCep(info.getValue()), meta: { sortParam: sortBy("order_postal_code"), width: "112px" } }),
  column.accessor("street", { header: "Logradouro" }),
  column.accessor("neighborhood", { header: "Bairro", meta: { width: "180px" } }),
  column.accessor("city", { header: "Cidade", meta: { width: "150px" } }),
  // No amount: the area pays the default delivery fee (decision 0109).
  column.accessor("amount", { header: "Valor", cell: (info) => <MoneyCell value={info.getValue()} emptyText="Padrão" />, meta: { width: "104px", align: "end" } }),
  column.accessor("active", { header: "Ativo", cell: (info) => <BooleanCell value={info.getValue()} />, meta: { width: "72px", align: "center" } }),
];

export const cepFilters: readonly FilterDef<typeof cepListQuerySchema>[] = [
  { param: "where_postal_code", label: "CEP", kind: "text", width: "120px" },
  { param: "where_neighborhood", label: "Bairro", kind: "text", width: "180px" },
  { param: "where_amount", label: "Valor", kind: "number", width: "96px" },
  {
    param: "where_active",
    label: "Ativo",
    kind: "select",
    width: "120px",
    options: [
      { value: "", label: "Ambos" },
      { value: "true", label: "Ativos" },
      { value: "false", label: "Inativos" },
    ],
  },
];

export const cepRowId = (area: CepArea) => area.postal_code;

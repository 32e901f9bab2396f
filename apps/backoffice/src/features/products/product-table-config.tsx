import { type Product, productListQuerySchema } from "@forno/domain/schemas";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { createColumnHelper } from "@tanstack/react-table";
import { BOOLEAN_FILTER_OPTIONS, BooleanCell, type FilterDef, MoneyCell, sortParams } from "../data-table";
import styles from "./products.module.css";

const column = createColumnHelper<Product>();
const sortBy = sortParams(productListQuerySchema);

/** Seed 001 section 2.8: ID, Nome, Valor, Grupo, Subgrupo, Ativo, Fracionável, Em Destaque, Foto. */
export const productColumns = [
  column.accessor("id", { header: "ID", meta: { sortParam: sortBy("order_id"), width: "72px" } }),
  column.accessor("name", { header: "Nome", meta: { sortParam: sortBy("order_name") } }),
  column.accessor("amount", { header: "Valor", cell: (info) => <MoneyCell value={info.getValue()} />, meta: { sortParam: sortBy("order_amount"), width: "104px", align: "end" } }),
  column.accessor("product_group", { header: "Grupo", meta: { sortParam: sortBy("order_group"), width: "150px" } }),
  column.accessor("product_subgroup", { header: "Subgrupo", cell: (info) => info.getValue() ?? "—", meta: { sortParam: sortBy("order_subgroup"), width: "130px" } }),
  column.accessor("is_active", { header: "Ativo", cell: (info) => <BooleanCell value={info.getValue()} />, meta: { width: "64px", align: "center" } }),
  column.accessor("is_fractionable", { header: "Fracionável", cell: (info) => <BooleanCell value={info.getValue()} />, meta: { width: "112px", align: "center" } }),
  column.accessor("is_featured", { header: "Em Destaque", cell: (info) => <BooleanCell value={info.getValue()} />, meta: { width: "120px", align: "center" } }),
  column.accessor("image_url", {
    header: "Foto",
    cell: (info) => {
      const url = info.getValue();
      return url ? (
        <img className={styles.thumb} src={url} alt={`Foto de ${info.row.original.name}`} width={40} height={30} loading="lazy" />
      ) : (
        <span className={styles.noPhoto}>
          <span aria-hidden="true">—</span>
          <VisuallyHidden>Sem foto</VisuallyHidden>
        </span>
      );
    },
    meta: { width: "72px", align: "center" },
  }),
];

export const productFilters: readonly FilterDef<typeof productListQuerySchema>[] = [
  { param: "where_id", label: "ID", kind: "number", width: "64px" },
  { param: "where_name", label: "Nome", kind: "text", width: "160px" },
  { param: "where_amount", label: "Valor", kind: "number", width: "80px" },
  { param: "where_product_group", label: "Grupo", kind: "text", width: "120px" },
  { param: "where_product_subgroup", label: "Subgrupo", kind: "text", width: "120px" },
  { param: "where_is_active", label: "Ativo", kind: "select", options: BOOLEAN_FILTER_OPTIONS, width: "104px" },
  { param: "where_is_fractionable", label: "Fracionável", kind: "select", options: BOOLEAN_FILTER_OPTIONS, width: "104px" },
  { param: "where_featured", label: "Em Destaque", kind: "select", options: BOOLEAN_FILTER_OPTIONS, width: "104px" },
];

export const productRowId = (product: Product) => String(product.id);

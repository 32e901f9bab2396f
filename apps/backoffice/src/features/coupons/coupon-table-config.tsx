import { STORE_TIME_ZONE } from "@forno/domain/format";
import { couponConditions } from "@forno/domain/coupons";
import { type Coupon, couponListQuerySchema } from "@forno/domain/schemas";
import { createColumnHelper } from "@tanstack/react-table";
import { BOOLEAN_FILTER_OPTIONS, BooleanCell, type FilterDef, sortParams } from "../data-table";
import { CopyLinkButton, PauseButton } from "./coupon-actions";
import styles from "./coupons-page.module.css";

const column = createColumnHelper<Coupon>();
const sortBy = sortParams(couponListQuerySchema);

/** Uses, and the cap when there is one: "3 de 100". */
function usesText(coupon: Coupon): string {
  return coupon.max_uses > 0 ? `${coupon.uses} de ${coupon.max_uses}` : String(coupon.uses);
}

/**
 * Código, Nome, Condições (the customer's sentence, the discount first), Usos, Ativo, and the row's
 * actions: Pausar/Reativar, Copiar link. Fits a 1280 px laptop without sideways scrolling.
 */
export const couponColumns = [
  column.accessor("code", { header: "Código", meta: { sortParam: sortBy("order_code"), width: "140px" } }),
  column.accessor("name", { header: "Nome", meta: { sortParam: sortBy("order_name"), minWidth: "140px" } }),
  column.display({
    id: "conditions",
    header: "Condições",
    cell: (info) => <span className={styles.conditions}>{couponConditions(info.row.original, STORE_TIME_ZONE)}</span>,
    meta: { minWidth: "220px", wrap: true },
  }),
  column.accessor("uses", { header: "Usos", cell: (info) => usesText(info.row.original), meta: { sortParam: sortBy("order_uses"), width: "96px", align: "end" } }),
  column.accessor("active", { header: "Ativo", cell: (info) => <BooleanCell value={info.getValue()} />, meta: { sortParam: sortBy("order_active"), width: "72px", align: "center" } }),
  column.display({
    id: "actions",
    header: "Ações",
    cell: (info) => (
      <span className={styles.actions}>
        <PauseButton coupon={info.row.original} />
        <CopyLinkButton coupon={info.row.original} />
      </span>
    ),
    meta: { width: "248px" },
  }),
];

export const couponFilters: readonly FilterDef<typeof couponListQuerySchema>[] = [
  { param: "where_code", label: "Código", kind: "text", width: "160px" },
  { param: "where_name", label: "Nome", kind: "text", width: "220px" },
  { param: "where_active", label: "Ativo", kind: "select", width: "120px", options: BOOLEAN_FILTER_OPTIONS },
];

export const couponRowId = (coupon: Coupon) => String(coupon.id);

import { type Setting, settingListQuerySchema } from "@forno/domain/schemas";
import { createColumnHelper } from "@tanstack/react-table";
import { DateTimeCell, sortParams } from "../data-table";

const column = createColumnHelper<Setting>();
const sortBy = sortParams(settingListQuerySchema);

/** Seed 001 section 2.8: ID, Grupo, Descrição, Valor, Última atualização; sorted by ID or description; no filters. */
export const settingColumns = [
  column.accessor("id", { header: "ID", meta: { sortParam: sortBy("order_id"), width: "72px" } }),
  column.accessor("group", { header: "Grupo", meta: { width: "140px" } }),
  column.accessor("description", { header: "Descrição", meta: { sortParam: sortBy("order_description") } }),
  column.accessor("value", { header: "Valor", cell: (info) => <span title={info.getValue()}>{info.getValue()}</span> }),
  column.accessor("updated_at", { header: "Última atualização", cell: (info) => <DateTimeCell value={info.getValue()} />, meta: { width: "180px" } }),
];

export const settingRowId = (setting: Setting) => String(setting.id);

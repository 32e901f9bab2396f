import { type Setting, settingListQuerySchema } from "@forno/domain/schemas";
import { createColumnHelper } from "@tanstack/react-table";
import { DateTimeCell, sortParams } from "../data-table";
import { settingFieldOf } from "./setting-fields";
import { displayValue } from "./setting-display";

const column = createColumnHelper<Setting>();
const sortBy = sortParams(settingListQuerySchema);

/** The groups of the keys (decision 0205) in the store's words. */
export const SETTING_GROUP_LABELS: Readonly<Record<string, string>> = {
  appearance: "Aparência",
  store_info: "Loja",
  operation: "Operação",
  social: "Redes sociais",
  messages: "Mensagens",
  payment: "Pagamentos",
  catalog: "Cardápio",
  loyalty: "Cartão fidelidade",
};

/**
 * Seed 001 section 2.8: ID, Grupo, Descrição, Valor, Última atualização; sorted by ID or
 * description; no filters. Group and value read in words (decision 3600).
 */
export const settingColumns = [
  column.accessor("id", { header: "ID", meta: { sortParam: sortBy("order_id"), width: "72px" } }),
  column.accessor("group", { header: "Grupo", cell: (info) => SETTING_GROUP_LABELS[info.getValue()] ?? info.getValue(), meta: { width: "140px" } }),
  column.accessor("description", { header: "Descrição", meta: { sortParam: sortBy("order_description") } }),
  column.accessor("value", {
    header: "Valor",
    cell: (info) => {
      const setting = info.row.original;
      const shown = displayValue(settingFieldOf(setting.key, setting.description), setting.value);
      return <span title={shown}>{shown}</span>;
    },
  }),
  column.accessor("updated_at", { header: "Última atualização", cell: (info) => <DateTimeCell value={info.getValue()} />, meta: { width: "180px" } }),
];

export const settingRowId = (setting: Setting) => String(setting.id);

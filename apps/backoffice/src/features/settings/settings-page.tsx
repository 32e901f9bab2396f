import { settingListQuerySchema } from "@forno/domain/schemas";
import { settingKeys } from "@forno/api-client";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { DataTable } from "../data-table";
import { SettingForm } from "./setting-form";
import { settingColumns, settingRowId } from "./setting-table-config";

/** /backoffice/config. */
export function SettingsPage() {
  const api = useApi();
  return (
    <>
      <PageHeader title="Configurações" />
      <DataTable
        label="Configurações"
        columns={settingColumns}
        resourceKey={settingKeys.all}
        querySchema={settingListQuerySchema}
        fetchPage={api.settings.list}
        getRowId={settingRowId}
        expandLabel={(setting) => `Editar ${setting.description}`}
        renderExpanded={(setting, collapse) => <SettingForm setting={setting} onDone={collapse} />}
      />
    </>
  );
}

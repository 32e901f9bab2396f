import { cepListQuerySchema } from "@forno/domain/schemas";
import { cepKeys } from "@forno/api-client";
import { formatCep } from "@forno/domain/format";
import { Button } from "@forno/ui/button";
import { PlusIcon } from "@forno/ui/icons";
import { useState } from "react";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { DataTable } from "../data-table";
import { CepForm } from "./cep-form";
import { cepColumns, cepFilters, cepRowId } from "./cep-table-config";
import { NewCepDialog } from "./new-cep-dialog";

/** The delivery areas: one CEP each, with its fee and whether the app offers it. */
export function CepsPage() {
  const api = useApi();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="CEPs"
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon size={18} /> Novo CEP
          </Button>
        }
      />
      <DataTable
        label="CEPs"
        columns={cepColumns}
        resourceKey={cepKeys.all}
        querySchema={cepListQuerySchema}
        fetchPage={api.ceps.list}
        getRowId={cepRowId}
        filters={cepFilters}
        expandLabel={(area) => `Editar CEP ${formatCep(area.postal_code)}`}
        renderExpanded={(area, collapse) => <CepForm area={area} onDone={collapse} />}
      />
      {creating ? <NewCepDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}

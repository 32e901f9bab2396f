import { productAdditionalListQuerySchema } from "@forno/domain/schemas";
import { productAdditionalKeys } from "@forno/api-client/staff";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { DataTable } from "../data-table";
import { AdditionalForm } from "./additional-form";
import { additionalColumns, additionalFilters, additionalRowId } from "./additional-table-config";

export function AdditionalsPage() {
  const api = useApi();
  return (
    <>
      <PageHeader title="Adicionais" />
      <DataTable
        label="Adicionais"
        columns={additionalColumns}
        resourceKey={productAdditionalKeys.all}
        querySchema={productAdditionalListQuerySchema}
        fetchPage={api.productAdditionals.list}
        getRowId={additionalRowId}
        filters={additionalFilters}
        expandLabel={(additional) => `Editar ${additional.name}`}
        renderExpanded={(additional, collapse) => <AdditionalForm additional={additional} onDone={collapse} />}
      />
    </>
  );
}

import { productListQuerySchema } from "@forno/domain/schemas";
import { productKeys } from "@forno/api-client";
import { Button } from "@forno/ui/button";
import { PlusIcon } from "@forno/ui/icons";
import { useState } from "react";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { DataTable } from "../data-table";
import { NewProductDialog } from "./new-product-dialog";
import { ProductForm } from "./product-form";
import { productColumns, productFilters, productRowId } from "./product-table-config";

export function ProductsPage() {
  const api = useApi();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Produtos"
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon size={18} /> Novo produto
          </Button>
        }
      />
      <DataTable
        label="Produtos"
        columns={productColumns}
        resourceKey={productKeys.all}
        querySchema={productListQuerySchema}
        fetchPage={api.products.list}
        getRowId={productRowId}
        filters={productFilters}
        expandLabel={(product) => `Editar ${product.name}`}
        renderExpanded={(product, collapse) => <ProductForm product={product} onDone={collapse} />}
      />
      {creating ? <NewProductDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}

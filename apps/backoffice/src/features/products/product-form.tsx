import { productKeys } from "@forno/api-client";
import { type Product, type ProductForm as ProductFormValues, productFormSchema } from "@forno/domain/schemas";
import { Checkbox } from "@forno/ui/checkbox";
import { TextArea } from "@forno/ui/text-area";
import { TextField } from "@forno/ui/text-field";
import { useApi } from "../../lib/api-context";
import { RowForm, WIDE_FIELD, useDraftForm, useRowSave } from "../data-table";
import { ProductFiscalFields, fiscalBody, fiscalFormValues } from "./product-fiscal-fields";
import { ProductPhoto } from "./product-photo";

function formValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    product_group: product.product_group,
    product_subgroup: product.product_subgroup ?? "",
    description: product.description ?? "",
    is_active: product.is_active,
    featured: product.is_featured,
    fiscal: fiscalFormValues(product),
  };
}

/** The product's inline form (seed 001 section 2.8): name, group, subgroup, description, active, featured, photo; its NFC-e codes (growth.md section 3). */
export function ProductForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const api = useApi();
  const { form, restoredDraft, discardDraft } = useDraftForm(productFormSchema, { draftKey: `products:${product.id}`, defaults: formValues(product) });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const { save, cancel } = useRowSave({
    resourceKey: productKeys.all,
    matches: (row: Product) => row.id === product.id,
    save: (values: ProductFormValues) =>
      api.products.update(product.id, {
        name: values.name,
        product_group: values.product_group,
        product_subgroup: values.product_subgroup,
        description: values.description ?? "",
        is_active: values.is_active,
        featured: values.featured,
        fiscal: fiscalBody(values.fiscal),
      }),
    savedText: (saved) => `Produto ${saved.name} atualizado`,
    discardDraft,
    onDone,
  });

  return (
    <RowForm
      label={`Editar ${product.name}`}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      onCancel={cancel}
      error={save.error}
      pending={save.isPending}
      restoredDraft={restoredDraft}
      aside={<ProductPhoto product={product} />}
    >
      <TextField label="Nome" {...register("name")} error={errors.name?.message} />
      <TextField label="Grupo" {...register("product_group")} error={errors.product_group?.message} />
      <TextField label="Subgrupo" {...register("product_subgroup")} error={errors.product_subgroup?.message} />
      <TextArea label="Descrição" optional rows={2} className={WIDE_FIELD} {...register("description")} error={errors.description?.message} />
      <Checkbox label="Ativo" {...register("is_active")} />
      <Checkbox label="Em Destaque" {...register("featured")} />
      <ProductFiscalFields register={register} errors={errors} />
    </RowForm>
  );
}

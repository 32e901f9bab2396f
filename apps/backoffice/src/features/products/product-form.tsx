import { productKeys } from "@forno/api-client";
import { type Product, type ProductForm as ProductFormValues, productFormSchema } from "@forno/domain/schemas";
import { Checkbox } from "@forno/ui/checkbox";
import { TextArea } from "@forno/ui/text-area";
import { TextField } from "@forno/ui/text-field";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context";
import { showToast } from "../../lib/toast-store";
import { RowForm, WIDE_FIELD, replaceRow, useDraftForm } from "../data-table";
import { ProductPhoto } from "./product-photo";

function formValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    product_group: product.product_group,
    product_subgroup: product.product_subgroup ?? "",
    description: product.description ?? "",
    is_active: product.is_active,
    featured: product.is_featured,
  };
}

/** The product's inline form (seed 001 section 2.8): name, group, subgroup, description, active, featured, photo. */
export function ProductForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { form, restoredDraft, discardDraft } = useDraftForm(productFormSchema, { draftKey: `products:${product.id}`, defaults: formValues(product) });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const save = useMutation({
    mutationFn: (values: ProductFormValues) =>
      api.products.update(product.id, {
        name: values.name,
        product_group: values.product_group,
        product_subgroup: values.product_subgroup,
        description: values.description ?? "",
        is_active: values.is_active,
        featured: values.featured,
      }),
    onSuccess: async (saved) => {
      discardDraft();
      onDone();
      showToast({ text: `Produto ${saved.name} atualizado`, type: "success" });
      await replaceRow<Product>(queryClient, productKeys.all, (row) => row.id === product.id, saved);
    },
  });

  return (
    <RowForm
      label={`Editar ${product.name}`}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      onCancel={() => {
        discardDraft();
        onDone();
      }}
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
    </RowForm>
  );
}

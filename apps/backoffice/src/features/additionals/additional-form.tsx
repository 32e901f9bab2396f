import { productAdditionalKeys } from "@forno/api-client";
import { type ProductAdditional, type ProductAdditionalForm as AdditionalFormValues, productAdditionalFormSchema } from "@forno/domain/schemas";
import { Checkbox } from "@forno/ui/checkbox";
import { TextField } from "@forno/ui/text-field";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context";
import { showToast } from "../../lib/toast-store";
import { RowForm, replaceRow, useDraftForm } from "../data-table";

/** The additional's inline form (seed 001 section 2.8): group, category, name, active. */
export function AdditionalForm({ additional, onDone }: { additional: ProductAdditional; onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const defaults = { group: additional.group, category: additional.category, name: additional.name, is_active: additional.is_active };
  const { form, restoredDraft, discardDraft } = useDraftForm(productAdditionalFormSchema, { draftKey: `product-additionals:${additional.id}`, defaults });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const save = useMutation({
    mutationFn: (values: AdditionalFormValues) => api.productAdditionals.update(additional.id, values),
    onSuccess: async (saved) => {
      discardDraft();
      onDone();
      showToast({ text: `Adicional ${saved.name} atualizado`, type: "success" });
      await replaceRow<ProductAdditional>(queryClient, productAdditionalKeys.all, (row) => row.id === additional.id, saved);
    },
  });

  return (
    <RowForm
      label={`Editar ${additional.name}`}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      onCancel={() => {
        discardDraft();
        onDone();
      }}
      error={save.error}
      pending={save.isPending}
      restoredDraft={restoredDraft}
    >
      <TextField label="Grupo" {...register("group")} error={errors.group?.message} />
      <TextField label="Categoria" {...register("category")} error={errors.category?.message} />
      <TextField label="Nome" {...register("name")} error={errors.name?.message} />
      <Checkbox label="Ativo" {...register("is_active")} />
    </RowForm>
  );
}

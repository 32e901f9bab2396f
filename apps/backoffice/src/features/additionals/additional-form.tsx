import { productAdditionalKeys } from "@forno/api-client/staff";
import { type ProductAdditional, type ProductAdditionalForm as AdditionalFormValues, productAdditionalFormSchema } from "@forno/domain/schemas";
import { Checkbox } from "@forno/ui/checkbox";
import { TextField } from "@forno/ui/text-field";
import { useApi } from "../../lib/api-context";
import { RowForm, useDraftForm, useRowSave } from "../data-table";

/** The additional's inline form (seed 001 section 2.8): group, category, name, active. */
export function AdditionalForm({ additional, onDone }: { additional: ProductAdditional; onDone: () => void }) {
  const api = useApi();
  const defaults = { group: additional.group, category: additional.category, name: additional.name, is_active: additional.is_active };
  const { form, restoredDraft, discardDraft } = useDraftForm(productAdditionalFormSchema, { draftKey: `product-additionals:${additional.id}`, defaults });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const { save, cancel } = useRowSave({
    resourceKey: productAdditionalKeys.all,
    matches: (row: ProductAdditional) => row.id === additional.id,
    save: (values: AdditionalFormValues) => api.productAdditionals.update(additional.id, values),
    savedText: (saved) => `Adicional ${saved.name} atualizado`,
    discardDraft,
    onDone,
  });

  return (
    <RowForm
      label={`Editar ${additional.name}`}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      onCancel={cancel}
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

import { cepKeys } from "@forno/api-client";
import { formatCep, onlyDigits, parseCoordinate, parseReais } from "@forno/domain/format";
import { type NewCepForm, newCepFormSchema } from "@forno/domain/schemas";
import { Checkbox } from "@forno/ui/checkbox";
import { TextField } from "@forno/ui/text-field";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useApi } from "../../lib/api-context";
import { CreateDialog } from "../../lib/create-dialog";
import { showToast } from "@forno/ui/toast-store";
import { refreshTables, useDraftForm } from "../data-table";
import { CoordinateFields } from "./coordinate-fields";
import styles from "./new-cep-dialog.module.css";

/** A new delivery area; the city and state start as the store's own. */
export function NewCepDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const store = useQuery(api.settings.storeQuery());
  if (store.isPending) return null;
  const defaults: NewCepForm = {
    postal_code: "",
    street: "",
    neighborhood: "",
    city: store.data?.store_info.city ?? "",
    state: store.data?.store_info.state ?? "",
    amount: "",
    active: true,
    latitude: "",
    longitude: "",
  };
  return <NewCepDialogForm defaults={defaults} onClose={onClose} />;
}

function NewCepDialogForm({ defaults, onClose }: { defaults: NewCepForm; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const formId = useId();
  const { form, discardDraft } = useDraftForm(newCepFormSchema, { draftKey: "ceps:new", defaults });
  const { register, handleSubmit, formState, setValue } = form;
  const errors = formState.errors;

  const create = useMutation({
    mutationFn: (values: NewCepForm) =>
      api.ceps.create({
        postal_code: onlyDigits(values.postal_code),
        street: values.street.trim(),
        neighborhood: values.neighborhood.trim(),
        city: values.city.trim(),
        state: values.state.trim().toUpperCase(),
        amount: parseReais(values.amount),
        active: values.active,
        latitude: parseCoordinate(values.latitude),
        longitude: parseCoordinate(values.longitude),
      }),
    onSuccess: async (created) => {
      discardDraft();
      onClose();
      showToast({ text: `CEP ${formatCep(created.postal_code)} cadastrado`, type: "success" });
      await refreshTables(queryClient, cepKeys.all);
    },
  });

  return (
    <CreateDialog
      title="Novo CEP"
      submitLabel="Cadastrar CEP"
      submit={{ formId }}
      pending={create.isPending}
      error={create.isError ? create.error : null}
      onClose={onClose}
      className={styles.dialog}
    >
      <form id={formId} className={styles.form} noValidate onSubmit={handleSubmit((values) => create.mutate(values))}>
        <TextField
          label="CEP"
          inputMode="numeric"
          placeholder="12345-678"
          {...register("postal_code")}
          onChange={(event) => setValue("postal_code", formatCep(event.target.value), { shouldDirty: true, shouldValidate: formState.isSubmitted })}
          error={errors.postal_code?.message}
        />
        <TextField label="Logradouro" {...register("street")} error={errors.street?.message} />
        <TextField label="Bairro" {...register("neighborhood")} error={errors.neighborhood?.message} />
        <TextField label="Cidade" {...register("city")} error={errors.city?.message} />
        <TextField label="UF" maxLength={2} {...register("state")} error={errors.state?.message} />
        <TextField label="Valor" optional inputMode="decimal" placeholder="0,00" hint="Taxa de entrega; vazio usa a taxa padrão." {...register("amount")} error={errors.amount?.message} />
        <Checkbox label="Exibe no App?" {...register("active")} />
        <CoordinateFields className={styles.wide} latitude={register("latitude")} longitude={register("longitude")} errors={{ latitude: errors.latitude?.message, longitude: errors.longitude?.message }} />
      </form>
    </CreateDialog>
  );
}

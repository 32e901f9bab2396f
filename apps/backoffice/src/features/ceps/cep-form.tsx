import { cepKeys } from "@forno/api-client";
import { formatCep, formatCoordinate, onlyDigits, parseCoordinate } from "@forno/domain/format";
import { type CepArea, type CepForm as CepFormValues, cepFormSchema, stripSpecialCharacters } from "@forno/domain/schemas";
import { Checkbox } from "@forno/ui/checkbox";
import { TextField } from "@forno/ui/text-field";
import { useApi } from "../../lib/api-context";
import { RowForm, useDraftForm, useRowSave, WIDE_FIELD } from "../data-table";
import { CoordinateFields } from "./coordinate-fields";

function formValues(area: CepArea): CepFormValues {
  return {
    postal_code: formatCep(area.postal_code),
    // The defaults are stripped of special characters (seed 001 section 5).
    street: stripSpecialCharacters(area.street),
    neighborhood: stripSpecialCharacters(area.neighborhood),
    active: area.active,
    latitude: formatCoordinate(area.latitude),
    longitude: formatCoordinate(area.longitude),
  };
}

/** The CEP row's form: CEP, Logradouro, Bairro, 'Exibe no App?', the coordinates and 'Atualizar'. */
export function CepForm({ area, onDone }: { area: CepArea; onDone: () => void }) {
  const api = useApi();
  const { form, restoredDraft, discardDraft } = useDraftForm(cepFormSchema, { draftKey: `ceps:${area.postal_code}`, defaults: formValues(area) });
  const { register, handleSubmit, formState, setValue } = form;
  const errors = formState.errors;

  const { save, cancel } = useRowSave({
    resourceKey: cepKeys.all,
    matches: (row: CepArea) => row.postal_code === area.postal_code,
    save: (values: CepFormValues) =>
      api.ceps.update(area.postal_code, {
        postal_code: onlyDigits(values.postal_code),
        street: values.street,
        neighborhood: values.neighborhood,
        active: values.active,
        // An emptied field clears the coordinate.
        latitude: parseCoordinate(values.latitude),
        longitude: parseCoordinate(values.longitude),
      }),
    savedText: (saved) => `CEP ${formatCep(saved.postal_code)} atualizado`,
    discardDraft,
    onDone,
  });

  const postalCode = register("postal_code");
  return (
    <RowForm
      label={`Editar CEP ${formatCep(area.postal_code)}`}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      onCancel={cancel}
      error={save.error}
      pending={save.isPending}
      submitLabel="Atualizar"
      restoredDraft={restoredDraft}
    >
      <TextField
        label="CEP"
        inputMode="numeric"
        {...postalCode}
        onChange={(event) => setValue("postal_code", formatCep(event.target.value), { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        error={errors.postal_code?.message}
      />
      <TextField label="Logradouro" {...register("street")} error={errors.street?.message} />
      <TextField label="Bairro" {...register("neighborhood")} error={errors.neighborhood?.message} />
      <Checkbox label="Exibe no App?" {...register("active")} />
      <CoordinateFields className={WIDE_FIELD} latitude={register("latitude")} longitude={register("longitude")} errors={{ latitude: errors.latitude?.message, longitude: errors.longitude?.message }} />
    </RowForm>
  );
}

import { settingKeys } from "@forno/api-client";
import { type Setting, type SettingUpdateBody, settingFormSchemaFor } from "@forno/domain/schemas";
import { Checkbox } from "@forno/ui/checkbox";
import { Select } from "@forno/ui/select";
import { TextField } from "@forno/ui/text-field";
import { useApi } from "../../lib/api-context";
import { RowForm, useDraftForm, useRowSave } from "../data-table";
import { NameOrderField } from "./name-order-field";
import { OPERATION_FIELDS } from "./operation-setting-fields";
import { PAYMENT_FIELDS } from "./payment-setting-fields";

/** An on/off setting ("Loja online") is picked, not typed (decision 0706). */
const BOOLEAN_OPTIONS = [
  { value: "true", label: "Sim (true)" },
  { value: "false", label: "Não (false)" },
];
const isBooleanSetting = (value: string) => value === "true" || value === "false";

/** Only the value is editable (seed 001 section 2.8); the API checks it against the setting's type. */
export function SettingForm({ setting, onDone }: { setting: Setting; onDone: () => void }) {
  const api = useApi();
  const { form, restoredDraft, discardDraft } = useDraftForm(settingFormSchemaFor(setting.key), { draftKey: `settings:${setting.id}`, defaults: { value: setting.value } });
  const { register, handleSubmit, formState, watch, setValue } = form;

  const { save, cancel } = useRowSave({
    resourceKey: settingKeys.all,
    matches: (row: Setting) => row.id === setting.id,
    save: (values: SettingUpdateBody) => api.settings.update(setting.id, values),
    savedText: (saved) => `${saved.description}: valor atualizado`,
    discardDraft,
    onDone,
  });

  const error = formState.errors.value?.message;
  const field = OPERATION_FIELDS[setting.key] ?? PAYMENT_FIELDS[setting.key];
  return (
    <RowForm
      label={`Editar ${setting.description}`}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      onCancel={cancel}
      error={save.error}
      pending={save.isPending}
      restoredDraft={restoredDraft}
    >
      {field?.kind === "switch" ? (
        <Checkbox
          role="switch"
          label={field.label}
          hint={setting.description}
          checked={watch("value") === "true"}
          onChange={(event) => setValue("value", event.target.checked ? "true" : "false", { shouldDirty: true })}
          error={error}
        />
      ) : field?.kind === "select" ? (
        <Select label="Valor" hint={setting.description} options={field.options} {...register("value")} error={error} />
      ) : field?.kind === "minutes" ? (
        <TextField label="Minutos" hint={setting.description} type="number" inputMode="numeric" min={1} step={1} {...register("value")} error={error} />
      ) : setting.group === "catalog" ? (
        <>
          <NameOrderField label={setting.description} value={watch("value")} onChange={(value) => setValue("value", value, { shouldDirty: true })} />
          <TextField label="Valor" hint="Nomes separados por vírgula, na ordem do cardápio" {...register("value")} error={error} />
        </>
      ) : isBooleanSetting(setting.value) ? (
        <Select label="Valor" hint={setting.description} options={BOOLEAN_OPTIONS} {...register("value")} error={error} />
      ) : (
        <TextField label="Valor" hint={setting.description} {...register("value")} error={error} />
      )}
    </RowForm>
  );
}

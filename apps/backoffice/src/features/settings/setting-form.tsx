import { settingKeys } from "@forno/api-client";
import { type Setting, type SettingUpdateBody, settingFormSchema } from "@forno/domain/schemas";
import { Select } from "@forno/ui/select";
import { TextField } from "@forno/ui/text-field";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context";
import { showToast } from "../../lib/toast-store";
import { RowForm, replaceRow, useDraftForm } from "../data-table";

/** An on/off setting ("Loja online") is picked, not typed (decision 0706). */
const BOOLEAN_OPTIONS = [
  { value: "true", label: "Sim (true)" },
  { value: "false", label: "Não (false)" },
];
const isBooleanSetting = (value: string) => value === "true" || value === "false";

/** Only the value is editable (seed 001 section 2.8); the API checks it against the setting's type. */
export function SettingForm({ setting, onDone }: { setting: Setting; onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { form, restoredDraft, discardDraft } = useDraftForm(settingFormSchema, { draftKey: `settings:${setting.id}`, defaults: { value: setting.value } });
  const { register, handleSubmit, formState } = form;

  const save = useMutation({
    mutationFn: (values: SettingUpdateBody) => api.settings.update(setting.id, values),
    onSuccess: async (saved) => {
      discardDraft();
      onDone();
      showToast({ text: `${saved.description}: valor atualizado`, type: "success" });
      await replaceRow<Setting>(queryClient, settingKeys.all, (row) => row.id === setting.id, saved);
    },
  });

  const error = formState.errors.value?.message;
  return (
    <RowForm
      label={`Editar ${setting.description}`}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      onCancel={() => {
        discardDraft();
        onDone();
      }}
      error={save.error}
      pending={save.isPending}
      restoredDraft={restoredDraft}
    >
      {isBooleanSetting(setting.value) ? (
        <Select label="Valor" hint={setting.description} options={BOOLEAN_OPTIONS} {...register("value")} error={error} />
      ) : (
        <TextField label="Valor" hint={setting.description} {...register("value")} error={error} />
      )}
    </RowForm>
  );
}

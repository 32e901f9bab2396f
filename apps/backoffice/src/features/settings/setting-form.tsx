import { settingKeys } from "@forno/api-client";
import { type Setting, type SettingUpdateBody, settingFormSchemaFor } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { useApi } from "../../lib/api-context";
import { RowForm, useDraftForm, useRowSave } from "../data-table";
import { SettingControl } from "./setting-control";
import { settingFieldOf } from "./setting-fields";
import { inputValue } from "./setting-values";
import styles from "./setting-control.module.css";

/**
 * Only the value is editable (seed 001 section 2.8), with the same control as in Minha loja
 * (decision 3600); the API checks it against the setting's type.
 */
export function SettingForm({ setting, onDone }: { setting: Setting; onDone: () => void }) {
  const api = useApi();
  const field = settingFieldOf(setting.key, setting.description);
  const { form, restoredDraft, discardDraft } = useDraftForm(settingFormSchemaFor(setting.key), {
    draftKey: `settings:${setting.id}`,
    defaults: { value: inputValue(field.control, setting.value) },
  });
  const { handleSubmit, formState, watch, setValue } = form;

  const { save, cancel } = useRowSave({
    resourceKey: settingKeys.all,
    matches: (row: Setting) => row.id === setting.id,
    save: (values: SettingUpdateBody) => api.settings.update(setting.id, values),
    savedText: (saved) => `${saved.description}: valor atualizado`,
    discardDraft,
    onDone,
  });

  if (field.control.kind === "from-screen") {
    // Written by another screen: nothing to save here.
    return (
      <div className={styles.readOnly} role="group" aria-label={`Editar ${setting.description}`}>
        <SettingControl field={field} name={setting.key} value={setting.value} onChange={() => {}} label="Valor" />
        <Button variant="secondary" onClick={cancel}>
          Fechar
        </Button>
      </div>
    );
  }
  return (
    <RowForm
      label={`Editar ${setting.description}`}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      onCancel={cancel}
      error={save.error}
      pending={save.isPending}
      restoredDraft={restoredDraft}
    >
      <SettingControl
        field={field}
        name={setting.key}
        label="Valor"
        hint={setting.description}
        value={watch("value")}
        onChange={(value) => setValue("value", value, { shouldDirty: true })}
        error={formState.errors.value?.message}
      />
    </RowForm>
  );
}

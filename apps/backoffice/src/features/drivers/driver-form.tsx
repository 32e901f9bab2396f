import { driverKeys } from "@forno/api-client/staff";
import { formatPhone } from "@forno/domain/format";
import { type Driver, type DriverFormValues, driverFormSchema } from "@forno/domain/schemas";
import { useApi } from "../../lib/api-context";
import { RowForm, useDraftForm, useRowSave } from "../data-table";
import { DriverFields } from "./driver-fields";

/** A driver row's inline form: name, phone, active. */
export function DriverForm({ driver, onDone }: { driver: Driver; onDone: () => void }) {
  const api = useApi();
  const defaults = { name: driver.name, phone: formatPhone(driver.phone), is_active: driver.is_active };
  const { form, restoredDraft, discardDraft } = useDraftForm(driverFormSchema, { draftKey: `drivers:${driver.id}`, defaults });

  const { save, cancel } = useRowSave({
    resourceKey: driverKeys.all,
    matches: (row: Driver) => row.id === driver.id,
    save: (values: DriverFormValues) => api.drivers.update(driver.id, values),
    savedText: (saved) => `Entregador ${saved.name} atualizado`,
    discardDraft,
    onDone,
  });

  return (
    <RowForm
      label={`Editar ${driver.name}`}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      onCancel={cancel}
      error={save.error}
      pending={save.isPending}
      restoredDraft={restoredDraft}
    >
      <DriverFields form={form} />
    </RowForm>
  );
}

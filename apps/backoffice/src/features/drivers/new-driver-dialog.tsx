import { driverKeys } from "@forno/api-client/staff";
import { type DriverForm, type DriverFormValues, driverFormSchema } from "@forno/domain/schemas";
import { showToast } from "@forno/ui/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useApi } from "../../lib/api-context";
import { CreateDialog } from "../../lib/create-dialog";
import { refreshTables, useDraftForm } from "../data-table";
import { DriverFields } from "./driver-fields";
import styles from "./new-driver-dialog.module.css";

const EMPTY: DriverForm = { name: "", phone: "", is_active: true };

/** "Novo entregador": name, phone and active (on by default). */
export function NewDriverDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const formId = useId();
  const { form, discardDraft } = useDraftForm(driverFormSchema, { draftKey: "drivers:new", defaults: EMPTY });

  const create = useMutation({
    mutationFn: (values: DriverFormValues) => api.drivers.create(values),
    onSuccess: async (created) => {
      discardDraft();
      onClose();
      showToast({ text: `Entregador ${created.name} cadastrado`, type: "success" });
      await refreshTables(queryClient, driverKeys.all);
    },
  });

  return (
    <CreateDialog title="Novo entregador" submitLabel="Cadastrar entregador" submit={{ formId }} pending={create.isPending} error={create.isError ? create.error : null} onClose={onClose} className={styles.dialog}>
      <form id={formId} className={styles.form} noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))}>
        <DriverFields form={form} />
      </form>
    </CreateDialog>
  );
}

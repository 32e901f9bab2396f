import { authKeys, clientKeys, errorMessage } from "@forno/api-client";
import { formatDocument, formatPhone } from "@forno/domain/format";
import { type Client, type ClientUpdateForm, clientUpdateFormSchema, clientUpdateFormToBody, isoDateToBirthday } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { ContactFields } from "../../components/forms/contact-fields";
import { api } from "../../lib/api";
import { useTimedMessage } from "../../lib/forms/use-timed-message";
import styles from "../../lib/forms/form.module.css";

export const PROFILE_UPDATED = "Cadastro atualizado com sucesso";

function formValues(client: Client): Required<ClientUpdateForm> {
  return {
    name: client.name,
    phone: formatPhone(client.phone),
    email: client.email ?? "",
    birthday: client.birthday ? isoDateToBirthday(client.birthday) : "",
  };
}

/** Name, phone, e-mail and birthday (all optional, seed 001 section 5); the document is shown, not edited. */
export function PersonalDataForm({ client }: { client: Client }) {
  const queryClient = useQueryClient();
  const [success, showSuccess] = useTimedMessage(5000);
  const form = useForm<ClientUpdateForm>({
    resolver: zodResolver(clientUpdateFormSchema),
    mode: "onTouched",
    defaultValues: formValues(client),
  });
  const { handleSubmit, reset } = form;
  const update = useMutation({
    mutationFn: (values: ClientUpdateForm) => api.clients.update(clientUpdateFormToBody(values)),
    onSuccess: (updated) => {
      queryClient.setQueryData(clientKeys.me, updated);
      // The greeting on home reads the name from the session's profile.
      void queryClient.invalidateQueries({ queryKey: authKeys.profile });
      reset(formValues(updated));
      showSuccess(PROFILE_UPDATED);
    },
  });

  return (
    <div className={styles.card}>
      <p className={styles.intro}>
        Documento: <strong>{formatDocument(client.document)}</strong>
      </p>
      {update.isError ? (
        <Banner tone="danger" alert className={styles.banner}>
          {errorMessage(update.error)}
        </Banner>
      ) : null}
      <form className={styles.form} noValidate onSubmit={handleSubmit((values) => update.mutate(values))}>
        <ContactFields form={form} fields={["name", "phone", "email", "birthday"]} />
        <div role="status" aria-live="polite">
          {success ? <Banner tone="success">{success}</Banner> : null}
        </div>
        <div className={styles.actions}>
          <Button type="submit" block loading={update.isPending} loadingText="Salvando...">
            Salvar alterações
          </Button>
        </div>
      </form>
    </div>
  );
}

import { authKeys, clientKeys, errorMessage } from "@forno/api-client";
import { formatDocument, formatEmail, formatName, formatPhone } from "@forno/domain/format";
import { type Client, type ClientUpdateForm, clientUpdateFormSchema, clientUpdateFormToBody, isoDateToBirthday } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { TextField } from "@forno/ui/text-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { api } from "../../lib/api";
import { formatBirthdayInput, masked } from "../../lib/forms/masked";
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
  const { register, handleSubmit, formState, reset } = useForm<ClientUpdateForm>({
    resolver: zodResolver(clientUpdateFormSchema),
    mode: "onTouched",
    defaultValues: formValues(client),
  });
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
  const { errors } = formState;

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
        <TextField label="Nome completo" autoComplete="name" autoCapitalize="words" {...masked(register("name"), formatName)} error={errors.name?.message} />
        <TextField label="Telefone" type="tel" inputMode="tel" autoComplete="tel-national" {...masked(register("phone"), formatPhone)} error={errors.phone?.message} />
        <TextField label="E-mail" optional type="email" inputMode="email" autoComplete="email" {...masked(register("email"), formatEmail)} error={errors.email?.message} />
        <TextField
          label="Data de nascimento"
          optional
          inputMode="numeric"
          autoComplete="bday"
          placeholder="dd/mm/aaaa"
          {...masked(register("birthday"), formatBirthdayInput)}
          error={errors.birthday?.message}
        />
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

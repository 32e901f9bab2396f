import { errorMessage } from "@forno/api-client";
import { formatEmail, formatName, formatPhone } from "@forno/domain/format";
import { type DataRemovalRequestBody, dataRemovalFormSchema } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { TextField } from "@forno/ui/text-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { api } from "../../lib/api";
import { masked } from "../../lib/forms/masked";
import { useTimedMessage } from "../../lib/forms/use-timed-message";
import formStyles from "../../lib/forms/form.module.css";

export const REMOVAL_SENT = "Solicitação enviada com sucesso.";

type RemovalValues = z.input<typeof dataRemovalFormSchema>;

const EMPTY: RemovalValues = { name: "", phone: "", email: "" };

/**
 * Nome (masked), Telefone (masked) and E-mail (lower-cased), all optional; 'Solicitar remoção' is
 * enabled while the form is valid and something is filled. Success resets the form and shows
 * 'Solicitação enviada com sucesso.' for 5 seconds (seed 001 sections 2.7 and 4).
 */
export function RemoveDataForm() {
  const [success, showSuccess] = useTimedMessage(5000);
  const { register, handleSubmit, formState, reset, control } = useForm<RemovalValues, unknown, DataRemovalRequestBody>({
    resolver: zodResolver(dataRemovalFormSchema),
    mode: "onChange",
    defaultValues: EMPTY,
  });
  const request = useMutation({
    mutationFn: (body: DataRemovalRequestBody) => api.clients.removeDataRequest(body),
    onSuccess: () => {
      reset(EMPTY);
      showSuccess(REMOVAL_SENT);
    },
  });
  const { errors, isValid } = formState;
  const filled = Object.values(useWatch({ control })).some((value) => (value ?? "").trim() !== "");

  return (
    <form className={formStyles.form} noValidate aria-label="Solicitar remoção de dados" onSubmit={handleSubmit((body) => request.mutate(body))}>
      {request.isError ? (
        <Banner tone="danger" alert>
          {errorMessage(request.error)}
        </Banner>
      ) : null}
      <TextField label="Nome" autoComplete="name" {...masked(register("name"), formatName)} error={errors.name?.message} />
      <TextField label="Telefone" type="tel" inputMode="tel" autoComplete="tel-national" {...masked(register("phone"), formatPhone)} error={errors.phone?.message} />
      <TextField label="E-mail" type="email" inputMode="email" autoComplete="email" {...masked(register("email"), formatEmail)} error={errors.email?.message} />
      <div role="status" aria-live="polite">
        {success ? <Banner tone="success">{success}</Banner> : null}
      </div>
      <Button type="submit" block disabled={!isValid || !filled} loading={request.isPending} loadingText="Enviando...">
        Solicitar remoção
      </Button>
    </form>
  );
}

import { errorMessage } from "@forno/api-client";
import { type PasswordResetForm, passwordResetFormSchema } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { TextField } from "@forno/ui/text-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, Navigate, useLocation } from "react-router";
import { api } from "../../lib/api";
import { formatResetCode, masked } from "../../lib/forms/masked";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import type { PasswordNewState } from "./password-forgot-page";
import { PASSWORD_HINT } from "./password-hint";
import { useStartSession } from "./use-start-session";
import styles from "../../lib/forms/form.module.css";

function passwordNewState(state: unknown): PasswordNewState | null {
  if (!state || typeof state !== "object") return null;
  const { message, document } = state as Partial<PasswordNewState>;
  return typeof message === "string" && typeof document === "string" && document ? { message, document } : null;
}

/** /password/new: needs {message, document} in navigation state, else goes to /. */
export function PasswordNewPage() {
  const state = passwordNewState(useLocation().state);
  if (!state) return <Navigate to="/" replace />;
  return <PasswordNewForm {...state} />;
}

/** The 6-character code (upper-cased as typed) and the new password; success signs in and goes to /. */
function PasswordNewForm({ message, document }: PasswordNewState) {
  const startSession = useStartSession();
  const { register, handleSubmit, formState } = useForm<PasswordResetForm>({
    resolver: zodResolver(passwordResetFormSchema),
    mode: "onTouched",
    defaultValues: { token: "", password: "" },
  });
  const reset = useMutation({
    mutationFn: (values: PasswordResetForm) => api.auth.passwordReset({ document, ...values }),
    onSuccess: ({ access_token }) => startSession(access_token, "/"),
  });
  const { errors } = formState;

  return (
    <Page header={<CompactHeader title="Nova senha" backTo="/password/forgot" />}>
      <div className={styles.card}>
        <Banner tone="info" className={styles.banner}>
          {message}
        </Banner>
        {reset.isError ? (
          <Banner tone="danger" alert className={styles.banner}>
            {errorMessage(reset.error)}
          </Banner>
        ) : null}
        <form className={styles.form} noValidate onSubmit={handleSubmit((values) => reset.mutate(values))}>
          <TextField
            label="Código recebido por SMS"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={6}
            {...masked(register("token"), formatResetCode)}
            error={errors.token?.message}
          />
          <TextField label="Nova senha" type="password" autoComplete="new-password" hint={PASSWORD_HINT} {...register("password")} error={errors.password?.message} />
          <div className={styles.actions}>
            <Button type="submit" block loading={reset.isPending} loadingText="Salvando...">
              Salvar nova senha
            </Button>
          </div>
        </form>
      </div>
      <p className={styles.links}>
        <Link to="/password/forgot" className={styles.link}>
          Enviar outro código
        </Link>
      </p>
    </Page>
  );
}

import { errorMessage } from "@forno/api-client";
import { formatDocument, onlyDigits } from "@forno/domain/format";
import type { LoginForm as LoginValues } from "@forno/domain/forms";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { TextField } from "@forno/ui/text-field";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useApi } from "../../lib/api-context";
import styles from "./login-page.module.css";
import { useLoginValues } from "./use-login-values";

/** The first screen after login: the Dashboard, today's figures and the open orders live (issue 18, decision 1805). */
export const HOME_PATH = "/backoffice/dashboard";

/** Documento and Senha; success stores the token and opens the Dashboard (seed 001 sections 2.8 and 4, decision 1805). */
export function LoginForm() {
  const api = useApi();
  const navigate = useNavigate();
  const login = useMutation({
    mutationFn: (values: LoginValues) => api.auth.login({ document: onlyDigits(values.document), password: values.password }),
    onSuccess: ({ access_token }) => {
      api.tokenStore.set(access_token);
      void navigate(HOME_PATH, { replace: true });
    },
  });
  const { field, submit } = useLoginValues((values) => login.mutate(values));

  return (
    <>
      {login.isError ? (
        <Banner tone="danger" alert className={styles.error}>
          {errorMessage(login.error)}
        </Banner>
      ) : null}
      <form className={styles.form} noValidate onSubmit={submit}>
        {/* The document is reformatted on each change, then revalidated (seed 001 section 5). */}
        <TextField label="Documento" inputMode="numeric" autoComplete="username" {...field("document", formatDocument)} />
        <TextField label="Senha" type="password" autoComplete="current-password" {...field("password")} />
        <Button type="submit" block loading={login.isPending} loadingText="Carregando...">
          Entrar
        </Button>
      </form>
    </>
  );
}

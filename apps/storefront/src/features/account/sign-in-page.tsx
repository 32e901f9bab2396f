import { errorMessage } from "@forno/api-client";
import { onlyDigits } from "@forno/domain/format";
import { formResolver, type SignInForm, signInFormChecks } from "@forno/domain/forms";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { TextField } from "@forno/ui/text-field";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { api } from "../../lib/api";
import { ContactFields } from "../../components/forms/contact-fields";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { redirectTarget } from "./redirect-target";
import { useStartSession } from "./use-start-session";
import styles from "../../lib/forms/form.module.css";

/** /sign-in, 'Acessar': document and password; success goes to `state.redirectTo` (else /), replacing history. */
export function SignInPage() {
  const { state } = useLocation();
  const startSession = useStartSession();
  const form = useForm<SignInForm>({
    resolver: formResolver(signInFormChecks),
    mode: "onTouched",
    defaultValues: { document: "", password: "" },
  });
  const signIn = useMutation({
    mutationFn: (values: SignInForm) => api.auth.signIn({ document: onlyDigits(values.document), password: values.password }),
    onSuccess: ({ access_token }) => startSession(access_token, redirectTarget(state)),
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;

  return (
    <Page header={<CompactHeader title="Acessar" />}>
      <div className={styles.card}>
        <p className={styles.intro}>Entre com seu CPF ou CNPJ e sua senha para pedir e acompanhar seus pedidos.</p>
        {signIn.isError ? (
          <Banner tone="danger" alert className={styles.banner}>
            {errorMessage(signIn.error)}
          </Banner>
        ) : null}
        <form className={styles.form} noValidate onSubmit={handleSubmit((values) => signIn.mutate(values))}>
          <ContactFields form={form} fields={["document"]} documentIsUsername />
          <TextField label="Senha" type="password" autoComplete="current-password" {...register("password")} error={errors.password?.message} />
          <div className={styles.actions}>
            <Button type="submit" block loading={signIn.isPending} loadingText="Entrando...">
              Entrar
            </Button>
          </div>
        </form>
      </div>
      <nav className={styles.links} aria-label="Outras opções de acesso">
        <Link to="/password/forgot" className={styles.link}>
          Esqueci minha senha
        </Link>
        <p className={styles.muted}>
          Ainda não tem conta?{" "}
          <Link to="/sign-up" state={state} className={styles.link}>
            Cadastre-se
          </Link>
        </p>
      </nav>
    </Page>
  );
}

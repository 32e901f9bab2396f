import { errorMessage } from "@forno/api-client";
import { type SignUpForm, signUpFormSchema, signUpFormToBody } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { TextField } from "@forno/ui/text-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { api } from "../../lib/api";
import { ContactFields } from "../../components/forms/contact-fields";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { PASSWORD_HINT } from "./password-hint";
import { redirectTarget } from "./redirect-target";
import { useStartSession } from "./use-start-session";
import styles from "../../lib/forms/form.module.css";

const EMPTY: SignUpForm = { name: "", document: "", phone: "", email: "", birthday: "", password: "" };

/** /sign-up, 'Cadastre-se': the account is created, then signed in, then `state.redirectTo` (else /). */
export function SignUpPage() {
  const { state } = useLocation();
  const startSession = useStartSession();
  const form = useForm<SignUpForm>({ resolver: zodResolver(signUpFormSchema), mode: "onTouched", defaultValues: EMPTY });
  const signUp = useMutation({
    mutationFn: async (values: SignUpForm) => {
      const body = signUpFormToBody(values);
      await api.clients.signUp(body);
      return api.auth.signIn({ document: body.document, password: body.password });
    },
    onSuccess: ({ access_token }) => startSession(access_token, redirectTarget(state)),
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;

  return (
    <Page header={<CompactHeader title="Cadastre-se" />}>
      <div className={styles.card}>
        <p className={styles.intro}>Crie sua conta para pedir, pagar e acompanhar a entrega.</p>
        {signUp.isError ? (
          <Banner tone="danger" alert className={styles.banner}>
            {errorMessage(signUp.error)}
          </Banner>
        ) : null}
        <form className={styles.form} noValidate onSubmit={handleSubmit((values) => signUp.mutate(values))}>
          <ContactFields form={form} fields={["name", "document", "phone", "email", "birthday"]} />
          <TextField label="Senha" type="password" autoComplete="new-password" hint={PASSWORD_HINT} {...register("password")} error={errors.password?.message} />
          <div className={styles.actions}>
            <Button type="submit" block loading={signUp.isPending} loadingText="Cadastrando...">
              Cadastrar
            </Button>
          </div>
        </form>
      </div>
      <p className={`${styles.links} ${styles.muted}`}>
        <span>
          Já tem conta?{" "}
          <Link to="/sign-in" state={state} className={styles.link}>
            Acessar
          </Link>
        </span>
      </p>
    </Page>
  );
}

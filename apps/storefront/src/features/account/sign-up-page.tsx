import { errorMessage } from "@forno/api-client";
import { formatDocument, formatEmail, formatName, formatPhone } from "@forno/domain/format";
import { type SignUpForm, signUpFormSchema, signUpFormToBody } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { TextField } from "@forno/ui/text-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { api } from "../../lib/api";
import { formatBirthdayInput, masked } from "../../lib/forms/masked";
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
  const { register, handleSubmit, formState } = useForm<SignUpForm>({ resolver: zodResolver(signUpFormSchema), mode: "onTouched", defaultValues: EMPTY });
  const signUp = useMutation({
    mutationFn: async (values: SignUpForm) => {
      const body = signUpFormToBody(values);
      await api.clients.signUp(body);
      return api.auth.signIn({ document: body.document, password: body.password });
    },
    onSuccess: ({ access_token }) => startSession(access_token, redirectTarget(state)),
  });
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
          <TextField label="Nome completo" autoComplete="name" autoCapitalize="words" {...masked(register("name"), formatName)} error={errors.name?.message} />
          <TextField label="CPF ou CNPJ" inputMode="numeric" autoComplete="off" {...masked(register("document"), formatDocument)} error={errors.document?.message} />
          <TextField label="Telefone" type="tel" inputMode="tel" autoComplete="tel-national" placeholder="(11)98765-4321" {...masked(register("phone"), formatPhone)} error={errors.phone?.message} />
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

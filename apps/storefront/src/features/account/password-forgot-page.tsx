import { errorMessage } from "@forno/api-client";
import { formatDocument } from "@forno/domain/format";
import { passwordForgotFormSchema } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { api } from "../../lib/api";
import { ContactFields } from "../../components/forms/contact-fields";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { useSignedIn } from "../../lib/session/session-store";
import { useProfile } from "../../lib/session/use-profile";
import styles from "../../lib/forms/form.module.css";

interface ForgotValues {
  document: string;
}

/** What /password/new needs in navigation state (seed 001 section 2.3). */
export interface PasswordNewState {
  message: string;
  document: string;
}

/**
 * /password/forgot: 'Alterar Senha' signed in (the document comes from the session), otherwise
 * 'Recuperar Acesso'. The code goes by SMS; /password/new gets the server's message and the document.
 */
export function PasswordForgotPage() {
  const signedIn = useSignedIn();
  const { data: profile } = useProfile();
  const navigate = useNavigate();
  const form = useForm<ForgotValues, unknown, { document: string }>({
    resolver: zodResolver(passwordForgotFormSchema),
    mode: "onTouched",
    values: { document: signedIn && profile ? formatDocument(profile.username) : "" },
    resetOptions: { keepDirtyValues: true },
  });
  const { handleSubmit } = form;
  const forgot = useMutation({
    mutationFn: ({ document }: { document: string }) => api.auth.passwordForgot({ document }).then(({ message }) => ({ message, document })),
    onSuccess: (next: PasswordNewState) => void navigate("/password/new", { state: next }),
  });

  return (
    <Page header={<CompactHeader title={signedIn ? "Alterar Senha" : "Recuperar Acesso"} />}>
      <div className={styles.card}>
        <p className={styles.intro}>Informe seu CPF ou CNPJ. Enviaremos um código de 6 caracteres por SMS para o telefone da sua conta.</p>
        {forgot.isError ? (
          <Banner tone="danger" alert className={styles.banner}>
            {errorMessage(forgot.error)}
          </Banner>
        ) : null}
        <form className={styles.form} noValidate onSubmit={handleSubmit((values) => forgot.mutate(values))}>
          <ContactFields form={form} fields={["document"]} documentIsUsername />
          <div className={styles.actions}>
            <Button type="submit" block loading={forgot.isPending} loadingText="Enviando...">
              Enviar código
            </Button>
          </div>
        </form>
      </div>
    </Page>
  );
}

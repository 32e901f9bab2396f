import { Button } from "@forno/ui/button";
import { Skeleton } from "@forno/ui/skeleton";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../app/api";
import { CompactHeader } from "../navigation/compact-header";
import { Page } from "../navigation/page";
import { RequireSession } from "../session/require-session";
import { PersonalDataForm } from "./personal-data-form";
import styles from "../forms/form.module.css";

/** /profile/me, 'Dados Pessoais': the customer's own data (GET /clients/me/profile), editable. */
export function PersonalDataPage() {
  return (
    <RequireSession>
      <Page header={<CompactHeader title="Dados Pessoais" backTo="/profile" />} bottomBar>
        <PersonalData />
      </Page>
    </RequireSession>
  );
}

function PersonalData() {
  const { data: client, isPending, isError, refetch } = useQuery(api.clients.meQuery());
  if (isPending) {
    return (
      <div className={styles.card} aria-busy="true">
        <VisuallyHidden>Carregando seus dados...</VisuallyHidden>
        <Skeleton lines={6} />
      </div>
    );
  }
  if (isError) {
    return (
      <div className={styles.card}>
        <p className={styles.intro}>Não foi possível carregar seus dados.</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return <PersonalDataForm client={client} />;
}

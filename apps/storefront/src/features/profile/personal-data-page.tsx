import { Button } from "@forno/ui/button";
import { Skeleton } from "@forno/ui/skeleton";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { RequireSession } from "../../lib/session/require-session";
import { PersonalDataForm } from "./personal-data-form";
import styles from "../../lib/forms/form.module.css";

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

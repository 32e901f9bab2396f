import { errorMessage } from "@forno/api-client";
import { Badge } from "@forno/ui/badge";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { Skeleton } from "@forno/ui/skeleton";
import { useClock } from "@forno/ui/use-clock";
import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { OpenDeliveryOff } from "./opendelivery-off";
import { OpenDeliveryPanel } from "./opendelivery-panel";
import { IfoodCard } from "./ifood-card";
import { SmsCard } from "./sms-card";
import styles from "./integrations.module.css";

/** How often the open screen reads the status again (a PDV polls every few seconds). */
export const INTEGRATION_REFRESH_MS = 15_000;

/**
 * Integrações: OpenDelivery (operations.md section 7), whether the store's PDV is pulling the
 * orders; iFood's orders on the desk (growth.md section 4); and the text messages (growth.md
 * section 5), whether password codes reach the phones.
 */
export function IntegrationsPage() {
  const api = useApi();
  const status = useQuery(api.integrations.openDeliveryQuery(INTEGRATION_REFRESH_MS));
  const store = useQuery(api.settings.storeQuery());
  const now = useClock(true, INTEGRATION_REFRESH_MS);
  const integration = status.data;

  return (
    <>
      <PageHeader title="Integrações" />
      <div className={styles.page}>
        <section aria-labelledby="od-title" className={styles.card} aria-busy={status.isPending}>
          <header className={styles.cardHead}>
            <h2 id="od-title" className={styles.heading}>
              OpenDelivery
            </h2>
            {integration ? <Badge tone={integration.enabled ? "success" : "neutral"}>{integration.enabled ? "Ligada" : "Desligada"}</Badge> : null}
          </header>
          <p className={styles.lead}>Padrão aberto da Abrasel para o sistema de gestão da loja (PDV) receber os pedidos do Forno.</p>
          {integration ? (
            integration.enabled ? (
              <OpenDeliveryPanel integration={integration} now={now} storeOpen={store.data?.operation.is_open ?? false} />
            ) : (
              <OpenDeliveryOff />
            )
          ) : status.isError ? (
            <Banner tone="danger" alert action={<Button variant="secondary" onClick={() => void status.refetch()}>Tentar de novo</Button>}>
              {errorMessage(status.error)}
            </Banner>
          ) : (
            <>
              <span className={styles.srOnly}>Carregando...</span>
              <Skeleton shape="block" height={88} />
              <Skeleton lines={4} />
            </>
          )}
        </section>
        <IfoodCard now={now} refreshMs={INTEGRATION_REFRESH_MS} />
        <SmsCard now={now} refreshMs={INTEGRATION_REFRESH_MS} />
      </div>
    </>
  );
}

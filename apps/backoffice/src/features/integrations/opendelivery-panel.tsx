import { formatDateTime } from "@forno/domain/format";
import { type OpenDeliveryIntegration } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { useState } from "react";
import { CopyValue } from "./copy-value";
import { pdvContact } from "./pdv-contact";
import { PdvContactStatus } from "./pdv-contact-status";
import { RotateSecretDialog } from "./rotate-secret-dialog";
import { WebhookStatus } from "./webhook-status";
import styles from "./integrations.module.css";

interface Props {
  integration: OpenDeliveryIntegration;
  now: number;
  storeOpen: boolean;
}

/** OpenDelivery on: the PDV's contact, what to type into the PDV, the push, and the secret. */
export function OpenDeliveryPanel({ integration, now, storeOpen }: Props) {
  const [rotating, setRotating] = useState(false);
  return (
    <>
      <PdvContactStatus contact={pdvContact(integration.last_polled_at, now, storeOpen)} pendingEvents={integration.pending_events} />

      <section aria-labelledby="od-connection" className={styles.block}>
        <h3 id="od-connection" className={styles.subheading}>
          Dados para configurar o PDV
        </h3>
        <dl className={styles.facts}>
          <div>
            <dt>URL base</dt>
            <dd>{integration.base_url ? <CopyValue label="URL base" value={integration.base_url} /> : "Não definida"}</dd>
          </div>
          <div>
            <dt>Client ID</dt>
            <dd>{integration.client_id ? <CopyValue label="Client ID" value={integration.client_id} /> : "Não definido"}</dd>
          </div>
          <div>
            <dt>Merchant ID</dt>
            <dd>
              {integration.merchant_id ? (
                <CopyValue label="Merchant ID" value={integration.merchant_id} />
              ) : (
                <span className={styles.muted}>Não definido (OPENDELIVERY_MERCHANT_ID): o PDV pode deixar em branco.</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Último token emitido</dt>
            <dd>{integration.last_token_at ? formatDateTime(integration.last_token_at) : "Nenhum ainda"}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="od-webhook" className={styles.block}>
        <h3 id="od-webhook" className={styles.subheading}>
          Aviso imediato ao PDV (webhook)
        </h3>
        <WebhookStatus webhook={integration} now={now} />
      </section>

      <section aria-labelledby="od-secret" className={styles.block}>
        <h3 id="od-secret" className={styles.subheading}>
          Segredo do PDV (client secret)
        </h3>
        <p className={styles.muted}>
          {integration.secret_rotated_at
            ? `Gerado nesta tela em ${formatDateTime(integration.secret_rotated_at)}. Por segurança, ele não é mostrado de novo.`
            : "O da variável OPENDELIVERY_CLIENT_SECRET. Gere um novo se ele vazou ou ao trocar de PDV."}
        </p>
        <div>
          <Button variant="secondary" onClick={() => setRotating(true)}>
            Gerar novo segredo
          </Button>
        </div>
      </section>
      {rotating ? <RotateSecretDialog onClose={() => setRotating(false)} /> : null}
    </>
  );
}

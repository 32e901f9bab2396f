import { type OpenDeliveryIntegration } from "@forno/domain/schemas";
import { Badge } from "@forno/ui/badge";
import { formatDateTime } from "@forno/domain/format";
import { agoText } from "./pdv-contact";
import styles from "./integrations.module.css";

type Webhook = Pick<OpenDeliveryIntegration, "webhook_url" | "last_webhook_at" | "last_webhook_status">;

function statusBadge(status: number | null) {
  if (status === null) return <Badge tone="danger">Sem resposta</Badge>;
  return <Badge tone={status >= 200 && status < 300 ? "success" : "danger"}>HTTP {status}</Badge>;
}

/** The optional push to the PDV: where it goes and how the last one went (polling stays the fallback). */
export function WebhookStatus({ webhook, now }: { webhook: Webhook; now: number }) {
  if (!webhook.webhook_url) {
    return <p className={styles.muted}>Não configurado: o PDV busca os pedidos sozinho, a cada poucos segundos. Para avisá-lo na hora, defina OPENDELIVERY_WEBHOOK_URL.</p>;
  }
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Endereço</dt>
        <dd>
          <code className={styles.code}>{webhook.webhook_url}/v1/newEvent</code>
        </dd>
      </div>
      <div>
        <dt>Último envio</dt>
        <dd>
          {webhook.last_webhook_at ? (
            <span className={styles.inline}>
              {agoText(now - Date.parse(webhook.last_webhook_at))} <span className={styles.absolute}>({formatDateTime(webhook.last_webhook_at)})</span> {statusBadge(webhook.last_webhook_status)}
            </span>
          ) : (
            "Nenhum envio ainda"
          )}
        </dd>
      </div>
    </dl>
  );
}

import { errorMessage } from "@forno/api-client";
import { formatDateTime } from "@forno/domain/format";
import { SMS_PROVIDER_LABELS, type SmsIntegration } from "@forno/domain/schemas";
import { Badge } from "@forno/ui/badge";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { Skeleton } from "@forno/ui/skeleton";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context";
import { agoText } from "./pdv-contact";
import styles from "./integrations.module.css";

const count = (n: number, one: string, many: string) => (n === 0 ? "Nenhuma" : `${n} ${n === 1 ? one : many}`);

/** The provider's figures: what went out today, what waits, the last message given up on. */
function SmsFacts({ sms, now }: { sms: SmsIntegration; now: number }) {
  const keptOnly = sms.provider === "console";
  const failure = sms.last_failure;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Provedor</dt>
        <dd>{SMS_PROVIDER_LABELS[sms.provider]}</dd>
      </div>
      {sms.sender ? (
        <div>
          <dt>Remetente</dt>
          <dd>
            <code className={styles.code}>{sms.sender}</code>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{keptOnly ? "Guardadas hoje" : "Enviadas hoje"}</dt>
        <dd>{count(sms.sent_today, "mensagem", "mensagens")}</dd>
      </div>
      <div>
        <dt>Aguardando envio</dt>
        <dd>{count(sms.pending, "mensagem", "mensagens")}</dd>
      </div>
      <div>
        <dt>Última falha</dt>
        <dd>
          {failure ? (
            <span className={styles.inline}>
              <Badge tone="danger">{failure.reason}</Badge>
              <span>
                {agoText(now - Date.parse(failure.at))} <span className={styles.absolute}>({formatDateTime(failure.at)})</span>, telefone com final {failure.phone_end}
              </span>
            </span>
          ) : (
            "Nenhuma falha"
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * Integrações, "Mensagens de texto (SMS)" (growth.md section 5): the provider, messages sent today
 * and the last failure, read again with the rest of the screen.
 */
export function SmsCard({ now, refreshMs }: { now: number; refreshMs: number }) {
  const api = useApi();
  const status = useQuery(api.integrations.smsQuery(refreshMs));
  const sms = status.data;
  return (
    <section aria-labelledby="sms-title" className={styles.card} aria-busy={status.isPending}>
      <header className={styles.cardHead}>
        <h2 id="sms-title" className={styles.heading}>
          Mensagens de texto (SMS)
        </h2>
        {sms ? <Badge tone={sms.provider === "console" ? "warning" : "success"}>{sms.provider === "console" ? "Sem envio" : "Enviando"}</Badge> : null}
      </header>
      <p className={styles.lead}>Os códigos para criar uma nova senha chegam ao celular do cliente por SMS.</p>
      {sms ? (
        <>
          {sms.provider === "console" ? (
            <Banner tone="warning" title="Nenhum SMS é enviado">
              Os códigos ficam só no banco de dados, e os clientes não conseguem criar uma nova senha. Defina <code className={styles.code}>SMS_PROVIDER</code> como{" "}
              <code className={styles.code}>twilio</code> ou <code className={styles.code}>zenvia</code> no servidor da API (guia{" "}
              <code className={styles.code}>docs/deployment.md</code>, seção “Text messages”).
            </Banner>
          ) : null}
          <SmsFacts sms={sms} now={now} />
        </>
      ) : status.isError ? (
        <Banner tone="danger" alert action={<Button variant="secondary" onClick={() => void status.refetch()}>Tentar de novo</Button>}>
          {errorMessage(status.error)}
        </Banner>
      ) : (
        <>
          <span className={styles.srOnly}>Carregando...</span>
          <Skeleton lines={4} />
        </>
      )}
    </section>
  );
}

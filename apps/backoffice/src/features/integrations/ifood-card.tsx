import { errorMessage } from "@forno/api-client";
import { formatDateTime } from "@forno/domain/format";
import { type IfoodIntegration } from "@forno/domain/schemas";
import { Badge } from "@forno/ui/badge";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { Skeleton } from "@forno/ui/skeleton";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context";
import { agoText } from "./pdv-contact";
import styles from "./integrations.module.css";

const VARIABLES: ReadonlyArray<{ name: string; what: string }> = [
  { name: "IFOOD_CLIENT_ID", what: "o Client ID do aplicativo no Portal do Desenvolvedor iFood" },
  { name: "IFOOD_CLIENT_SECRET", what: "o Client Secret do mesmo aplicativo (nunca aparece nas telas nem nos registros)" },
  { name: "IFOOD_MERCHANT_ID", what: "o ID da loja no Portal do Parceiro iFood" },
];

/** The connector is off until the server has its three variables: say which, and where the guide is. */
function IfoodOff() {
  return (
    <div className={styles.off}>
      <p>
        Com a integração ligada, os pedidos do iFood entram no quadro de Pedidos junto com os do Forno: tocam, imprimem e mudam de status aqui, e cada mudança é avisada ao
        iFood. Pausar a loja pausa também no iFood.
      </p>
      <h3 className={styles.subheading}>Como ligar</h3>
      <ol className={styles.steps}>
        <li>
          Defina estas variáveis no servidor da API:
          <ul className={styles.variables}>
            {VARIABLES.map((variable) => (
              <li key={variable.name}>
                <code className={styles.code}>{variable.name}</code> <span className={styles.muted}>{variable.what}</span>
              </li>
            ))}
          </ul>
        </li>
        <li>Reinicie a API e volte a esta tela: ela mostra se o Forno está falando com o iFood.</li>
      </ol>
      <p className={styles.muted}>
        O passo a passo completo está no guia <code className={styles.code}>docs/ifood.md</code>, no código do Forno.
      </p>
    </div>
  );
}

/** Connected, the last poll, today's orders, the store's pause on iFood and the latest problems. */
function IfoodFacts({ ifood, now }: { ifood: IfoodIntegration; now: number }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Loja no iFood</dt>
        <dd>
          <code className={styles.code}>{ifood.merchant_id}</code>
        </dd>
      </div>
      <div>
        <dt>Última busca de pedidos</dt>
        <dd>
          {ifood.last_poll_at === null ? (
            "O Forno ainda não buscou pedidos no iFood."
          ) : (
            <>
              {agoText(now - Date.parse(ifood.last_poll_at))} <span className={styles.absolute}>({formatDateTime(ifood.last_poll_at)})</span>
            </>
          )}
        </dd>
      </div>
      <div>
        <dt>Pedidos do iFood hoje</dt>
        <dd>{ifood.orders_today === 0 ? "Nenhum" : ifood.orders_today === 1 ? "1 pedido" : `${ifood.orders_today} pedidos`}</dd>
      </div>
      <div>
        <dt>Pausa no iFood</dt>
        <dd>{ifood.interruption === null ? "Nenhuma" : `Loja pausada no iFood desde ${formatDateTime(ifood.interruption.started_at)}`}</dd>
      </div>
      <div>
        <dt>Problemas recentes</dt>
        <dd>
          {ifood.errors.length === 0 ? (
            "Nenhum problema"
          ) : (
            <ul className={styles.problems}>
              {ifood.errors.map((error) => (
                <li key={`${error.at}-${error.message}`}>
                  {error.message} <span className={styles.absolute}>({formatDateTime(error.at)})</span>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * Integrações, "iFood" (growth.md section 4): whether Forno is talking to iFood (connected, the last
 * poll), the orders that came today and the problems in plain Portuguese, read again with the rest
 * of the screen.
 */
export function IfoodCard({ now, refreshMs }: { now: number; refreshMs: number }) {
  const api = useApi();
  const status = useQuery(api.integrations.ifoodQuery(refreshMs));
  const ifood = status.data;
  const badge = ifood === undefined ? null : !ifood.enabled ? <Badge tone="neutral">Desligada</Badge> : ifood.connected ? <Badge tone="success">Conectada</Badge> : <Badge tone="danger">Sem conexão</Badge>;
  return (
    <section aria-labelledby="ifood-title" className={styles.card} aria-busy={status.isPending}>
      <header className={styles.cardHead}>
        <h2 id="ifood-title" className={styles.heading}>
          iFood
        </h2>
        {badge}
      </header>
      <p className={styles.lead}>Os pedidos do iFood no mesmo quadro dos pedidos do Forno.</p>
      {ifood ? (
        ifood.enabled ? (
          <>
            {!ifood.connected ? (
              <Banner tone="danger" title="O Forno não está falando com o iFood">
                Pedidos novos do iFood podem não aparecer no quadro. Confira o tablet ou o Portal do Parceiro iFood enquanto isso.
              </Banner>
            ) : null}
            <IfoodFacts ifood={ifood} now={now} />
          </>
        ) : (
          <IfoodOff />
        )
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

import { Button } from "@forno/ui/button";
import { useState } from "react";
import { pushSupported, subscribeToPush } from "../../lib/pwa/subscribe-to-push";
import styles from "./push-opt-in.module.css";

type Status = "idle" | "asking" | "subscribed" | "denied" | "failed";

const MESSAGES: Record<Exclude<Status, "idle" | "asking">, string> = {
  subscribed: "Pronto! Vamos avisar você a cada mudança do pedido.",
  denied: "As notificações estão bloqueadas. Para recebê-las, permita notificações deste site nas configurações do navegador.",
  failed: "Não foi possível ativar as notificações agora. Tente de novo em instantes.",
};

/** Shown where notifications are turned on (operations.md section 6): iPhone needs the home-screen app. */
export const IPHONE_HINT = "No iPhone, as notificações só funcionam com o app na Tela de Início: toque em Compartilhar e depois em “Adicionar à Tela de Início”.";

/**
 * "Avise-me quando o pedido mudar" on an order in progress: permission is asked only on this
 * click (never on page load), then the browser is subscribed and the subscription sent to the API.
 */
export function PushOptIn() {
  const [status, setStatus] = useState<Status>(() => (pushSupported() && Notification.permission === "denied" ? "denied" : "idle"));
  const supported = pushSupported();
  const ask = async () => {
    setStatus("asking");
    try {
      setStatus(await subscribeToPush());
    } catch {
      setStatus("failed");
    }
  };
  return (
    <section aria-label="Avisos do pedido" className={styles.card}>
      {supported && status !== "subscribed" && status !== "denied" ? (
        <Button variant="secondary" loading={status === "asking"} onClick={() => void ask()}>
          Avise-me quando o pedido mudar
        </Button>
      ) : null}
      {status === "idle" || status === "asking" ? null : (
        <p role="status" className={styles.message}>
          {MESSAGES[status]}
        </p>
      )}
      <p className={styles.hint}>{IPHONE_HINT}</p>
    </section>
  );
}

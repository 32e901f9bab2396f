import { Banner } from "@forno/ui/banner";
import { type PdvContact } from "./pdv-contact";
import styles from "./integrations.module.css";

function pendingText(count: number, polled: boolean): string | null {
  if (count === 0) return polled ? "Nenhum evento pendente: o PDV já recebeu tudo." : null;
  return count === 1 ? "1 evento aguardando o PDV confirmar o recebimento." : `${count} eventos aguardando o PDV confirmar o recebimento.`;
}

/** Whether a PDV is pulling the orders: the one thing staff need to know at a glance. */
export function PdvContactStatus({ contact, pendingEvents }: { contact: PdvContact; pendingEvents: number }) {
  const pendingLine = pendingText(pendingEvents, contact.level !== "never");
  const pending = pendingLine ? <p className={styles.pending}>{pendingLine}</p> : null;
  if (contact.level === "never") {
    return (
      <Banner tone="info" title="Nenhum PDV consultou ainda">
        <p>Configure o PDV com a URL base, o Client ID e o segredo abaixo. Assim que ele buscar os pedidos, o contato aparece aqui.</p>
        {pending}
      </Banner>
    );
  }
  const when = (
    <>
      Último contato do PDV: <strong>{contact.ago}</strong> <span className={styles.absolute}>({contact.at})</span>
    </>
  );
  if (contact.level === "stale") {
    return (
      <Banner tone="warning" title="O PDV parou de buscar pedidos">
        <p>{when}</p>
        <p>Com a loja aberta, os pedidos novos não chegam ao PDV. Confira se ele está ligado e conectado à internet, e se o segredo nele é o atual.</p>
        {pending}
      </Banner>
    );
  }
  return (
    <Banner tone={contact.level === "recent" ? "success" : "info"} title={contact.level === "recent" ? "PDV conectado" : "PDV sem contato com a loja fechada"}>
      <p>{when}</p>
      {pending}
    </Banner>
  );
}

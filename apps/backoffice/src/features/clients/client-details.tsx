import { formatDocument, formatPhone } from "@forno/domain/format";
import { type ListedClient, isoDateToBirthday } from "@forno/domain/schemas";
import styles from "./client-details.module.css";

/** A client's row opens to the rest of what staff may see (no edit: clients keep their own data). */
export function ClientDetails({ client }: { client: ListedClient }) {
  return (
    <dl className={styles.details} aria-label={`Dados de ${client.name}`}>
      <div>
        <dt>Documento</dt>
        <dd>{client.document ? formatDocument(client.document) : "Não informado"}</dd>
      </div>
      <div>
        <dt>Telefone</dt>
        <dd>
          <a href={`tel:+55${client.phone}`}>{formatPhone(client.phone)}</a>
        </dd>
      </div>
      <div>
        <dt>E-mail</dt>
        <dd>{client.email ?? "Não informado"}</dd>
      </div>
      <div>
        <dt>Nascimento</dt>
        <dd>{client.birthday ? isoDateToBirthday(client.birthday) : "Não informado"}</dd>
      </div>
    </dl>
  );
}

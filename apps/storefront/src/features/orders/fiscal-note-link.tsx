import { CUSTOMER_NOTE_LINK, accessKeyGroups } from "@forno/domain/fiscal";
import type { Order } from "@forno/domain/schemas";
import styles from "./order-page.module.css";

/**
 * "Nota fiscal" (growth.md section 3): once the order's NFC-e is authorised, a link to SEFAZ's
 * consult page, with the access key to look it up there. Nothing before that.
 */
export function FiscalNoteLink({ order }: { order: Pick<Order, "fiscal"> }) {
  const fiscal = order.fiscal;
  if (fiscal?.status !== "authorized" || !fiscal.consult_url) return null;
  return (
    <p className={styles.fiscal}>
      <a href={fiscal.consult_url} target="_blank" rel="noreferrer" className={styles.fiscalLink}>
        {CUSTOMER_NOTE_LINK}
      </a>
      {fiscal.access_key ? <span className={styles.fiscalKey}>Chave de acesso: {accessKeyGroups(fiscal.access_key).join(" ")}</span> : null}
    </p>
  );
}

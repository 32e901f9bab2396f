import { CONTACT_EMAIL, type LegalParty } from "./legal";
import styles from "./legal.module.css";

/** Who answers for the store: legal name, CNPJ, address (a maps search), phone (a call) and e-mail. */
export function ContactBlock({ party, title = "Fale conosco" }: { party: LegalParty; title?: string }) {
  return (
    <section className={styles.contact} aria-label={title}>
      <h2 className={styles.contactTitle}>{title}</h2>
      <address className={styles.address}>
        <strong>{party.legalName}</strong>
        <span>CNPJ {party.document}</span>
        <a href={party.mapsHref} target="_blank" rel="noreferrer">
          {party.address}
        </a>
        <a href={party.phoneHref}>Telefone {party.phone}</a>
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </address>
    </section>
  );
}

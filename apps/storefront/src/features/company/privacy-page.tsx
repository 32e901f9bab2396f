import { Skeleton } from "@forno/ui/skeleton";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { Link } from "react-router";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { ContactBlock } from "./contact-block";
import { LEGAL_DATE, legalParty } from "./legal";
import { PrivacyClosing } from "./privacy-closing";
import { PrivacyCollection } from "./privacy-collection";
import { PRIVACY_TOC } from "./privacy-outline";
import { PrivacySharing } from "./privacy-sharing";
import { useHashScroll } from "./use-hash-scroll";
import { useStoreDetails } from "../../lib/store-info/use-store-details";
import styles from "./legal.module.css";

/** /company/privacy, 'Política de Privacidade': the policy with an index; #anchors scroll with an 80px offset. */
export function PrivacyPage() {
  const { data: store } = useStoreDetails();
  useHashScroll(store !== undefined);
  const party = store ? legalParty(store) : null;
  return (
    <Page header={<CompactHeader title="Política de Privacidade" backTo="/company" />}>
      {party ? (
        <article className={styles.doc}>
          <p className={styles.lead}>
            A {party.storeName} respeita a sua privacidade. Aqui explicamos, em linguagem simples, como cuidamos dos dados de quem usa o nosso
            aplicativo de pedidos.
          </p>
          <details className={styles.toc}>
            <summary className={styles.tocTitle}>Índice</summary>
            <ol>
              {PRIVACY_TOC.map((entry) => (
                <li key={entry.id}>
                  <Link to={`#${entry.id}`}>{entry.title.replace(/^\d+\.\s*/, "")}</Link>
                </li>
              ))}
            </ol>
          </details>
          <PrivacyCollection party={party} />
          <PrivacySharing party={party} />
          <PrivacyClosing party={party} />
          <p className={styles.updated}>Esta política foi atualizada em {LEGAL_DATE}.</p>
          <ContactBlock party={party} />
        </article>
      ) : (
        <div className={styles.doc} aria-busy="true">
          <VisuallyHidden>Carregando a política de privacidade...</VisuallyHidden>
          <Skeleton lines={12} />
        </div>
      )}
    </Page>
  );
}

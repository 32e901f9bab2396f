import { Skeleton } from "@forno/ui/skeleton";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { legalParty } from "./legal";
import { TermsText } from "./terms-text";
import { useStoreDetails } from "../../lib/store-info/use-store-details";
import styles from "./legal.module.css";

/** /company/terms: the terms of use, filled from the store's legal data (seed 001 section 2.7). */
export function TermsPage() {
  const { data: store } = useStoreDetails();
  return (
    <Page header={<CompactHeader title="Termos de Uso" backTo="/company" />}>
      {store ? (
        <TermsText party={legalParty(store)} />
      ) : (
        <div className={styles.doc} aria-busy="true">
          <VisuallyHidden>Carregando os termos de uso...</VisuallyHidden>
          <Skeleton lines={12} />
        </div>
      )}
    </Page>
  );
}

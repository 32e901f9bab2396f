import { ClockIcon, InfoIcon, PhoneIcon, PinIcon, ReceiptIcon, TrashIcon } from "@forno/ui/icons";
import { Skeleton } from "@forno/ui/skeleton";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { lazy, Suspense } from "react";
import { CompactHeader } from "../../components/navigation/compact-header";
import { LinkList, type LinkListEntry } from "../../components/navigation/link-list";
import { Page } from "../../components/layout/page";
import { assetUrl } from "../../lib/store-info/asset-url";
import { legalParty } from "./legal";
import { SocialLinks } from "../../components/store-info/social-links";
import { useStoreDetails } from "../../lib/store-info/use-store-details";
import styles from "./company-page.module.css";

// The home's own line (its own chunk: the time-zone code stays out of every first load, decision 1610).
const OpeningStateLine = lazy(() => import("../../components/store-info/opening-state-line"));

const DOCUMENTS: readonly LinkListEntry[] = [
  { label: "Termos de Uso", to: "/company/terms", icon: ReceiptIcon },
  { label: "Política de Privacidade", to: "/company/privacy", icon: InfoIcon },
  { label: "Remoção de dados", to: "/company/remove-data", icon: TrashIcon },
];

/** /company ('Informações'): the store, where it is, how to reach it, and its legal pages. */
export function CompanyPage() {
  // The computed opening fields hold as of the answer, so its time names the day ("amanhã", "terça").
  const { data: store, dataUpdatedAt } = useStoreDetails();
  if (!store) {
    return (
      <Page header={<CompactHeader title="Informações" />} bottomBar>
        <div className={styles.card} aria-busy="true">
          <VisuallyHidden>Carregando informações da loja...</VisuallyHidden>
          <Skeleton lines={6} />
        </div>
      </Page>
    );
  }
  const { appearance, store_info: info, operation, messages } = store;
  const party = legalParty(store);
  const logo = assetUrl(appearance.logo_url);
  return (
    <Page header={<CompactHeader title="Informações" />} bottomBar>
      <section className={styles.card} aria-labelledby="company-name">
        <div className={styles.brand}>
          {logo ? <img className={styles.logo} src={logo} alt="" width={64} height={64} /> : null}
          <div>
            <h2 id="company-name" className={styles.name}>
              {appearance.name}
            </h2>
            {messages.greeting ? <p className={styles.greeting}>{messages.greeting}</p> : null}
          </div>
        </div>
        <ul className={styles.facts}>
          <li>
            <ClockIcon size={20} />
            <span>
              {/* From the hours (is_open, next_open_at), like the home; never from the online flag alone (operations section 2). */}
              <strong className={operation.is_open ? styles.open : styles.closed}>
                {info.online ? (
                  <Suspense fallback={operation.is_open ? "Aberto agora" : "Fechado agora"}>
                    <OpeningStateLine operation={operation} at={dataUpdatedAt} />
                  </Suspense>
                ) : (
                  "Fechado agora"
                )}
              </strong>
              <br />
              {info.business_hours}
              <br />
              Tempo de entrega estimado: {operation.default_delivery_time} min
            </span>
          </li>
          <li>
            <PinIcon size={20} />
            <a href={party.mapsHref} target="_blank" rel="noreferrer">
              {party.address}
            </a>
          </li>
          <li>
            <PhoneIcon size={20} />
            <a href={party.phoneHref}>{party.phone}</a>
          </li>
        </ul>
        <SocialLinks links={store.social} />
        <p className={styles.legal}>
          {party.legalName} · CNPJ {party.document}
        </p>
      </section>
      <h2 className={styles.subtitle}>Documentos</h2>
      <LinkList label="Documentos" entries={DOCUMENTS} />
    </Page>
  );
}

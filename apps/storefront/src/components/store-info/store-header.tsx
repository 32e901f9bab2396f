import { ClockIcon } from "@forno/ui/icons";
import { Skeleton } from "@forno/ui/skeleton";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { lazy, Suspense } from "react";
import { assetUrl } from "../../lib/store-info/asset-url";
import { useStoreInfo } from "../../lib/store-info/use-store-info";
import styles from "./store-header.module.css";

const OpeningStateLine = lazy(() => import("./opening-state-line"));

/**
 * Logo, store name, the opening state from the server's computed fields ("Aberto até 23:30",
 * "Fechado · abre terça às 18:00"; the offline message when the store is offline), and the
 * estimated delivery time.
 */
export function StoreHeader() {
  // The computed fields hold as of the answer, so its time names the day ("hoje", "terça").
  const { data: store, isPending, dataUpdatedAt } = useStoreInfo();
  if (isPending) {
    return (
      <section className={styles.block} aria-busy="true">
        <VisuallyHidden>Carregando informações da loja...</VisuallyHidden>
        <Skeleton shape="block" width={56} height={56} />
        <div className={styles.text}>
          <Skeleton lines={2} />
        </div>
      </section>
    );
  }
  if (!store) return null;
  const { appearance, store_info: info, operation } = store;
  const logo = assetUrl(appearance.logo_url);
  return (
    <section className={styles.block} aria-label="Informações da loja">
      {logo ? <img className={styles.logo} src={logo} alt="" width={56} height={56} /> : null}
      <div className={styles.text}>
        <p className={styles.name}>{appearance.name}</p>
        {!info.online ? (
          <p className={styles.offline}>{info.offline_message}</p>
        ) : (
          <p className={styles.hours}>
            <span className={operation.is_open ? styles.open : styles.closed}>
              <Suspense fallback={operation.is_open ? "Aberto" : "Fechado"}>
                <OpeningStateLine operation={operation} at={dataUpdatedAt} />
              </Suspense>
            </span>{" "}
            <span className={styles.week}>{info.business_hours}</span>
          </p>
        )}
        <p className={styles.delivery}>
          <ClockIcon size={16} />
          Tempo de entrega estimado: {operation.default_delivery_time} min
        </p>
      </div>
    </section>
  );
}

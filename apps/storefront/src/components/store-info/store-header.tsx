import { ClockIcon } from "@forno/ui/icons";
import { Skeleton } from "@forno/ui/skeleton";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { assetUrl } from "../../lib/store-info/asset-url";
import { useStoreInfo } from "../../lib/store-info/use-store-info";
import styles from "./store-header.module.css";

/** Logo, store name, business hours (online) or the offline message, and the estimated delivery time. */
export function StoreHeader() {
  const { data: store, isPending } = useStoreInfo();
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
        {info.online ? (
          <p className={styles.hours}>
            <span className={styles.open}>Aberto</span> {info.business_hours}
          </p>
        ) : (
          <p className={styles.offline}>{info.offline_message}</p>
        )}
        <p className={styles.delivery}>
          <ClockIcon size={16} />
          Tempo de entrega estimado: {operation.default_delivery_time} min
        </p>
      </div>
    </section>
  );
}

import { Skeleton } from "@forno/ui/skeleton";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import frame from "./latest-order-frame.module.css";
import styles from "./latest-order-skeleton.module.css";

/** The place of the order card while it loads after a payment. */
export function LatestOrderSkeleton() {
  return (
    <div className={`${frame.frame} ${styles.skeleton}`} aria-busy="true" data-testid="latest-order-skeleton">
      <VisuallyHidden>Carregando seu pedido...</VisuallyHidden>
      <Skeleton width="45%" height={24} />
      <Skeleton shape="line" lines={5} />
    </div>
  );
}

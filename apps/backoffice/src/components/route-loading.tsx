import { Spinner } from "@forno/ui/spinner";
import styles from "./route-loading.module.css";

/** Shown while a screen's code loads on the first visit (the routes are lazy). */
export function RouteLoading() {
  return (
    <div className={styles.loading}>
      <Spinner size={28} label="Carregando..." />
    </div>
  );
}

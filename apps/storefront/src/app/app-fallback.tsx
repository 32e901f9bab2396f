import { Spinner } from "@forno/ui/spinner";
import styles from "./app-fallback.module.css";

/** What shows while a screen's code arrives: the same header bar as index.html's shell, then a spinner. */
export function AppFallback() {
  return (
    <div className={styles.shell}>
      <div className={styles.header}>Forno Delivery</div>
      <div className={styles.body}>
        <Spinner label="Carregando..." />
      </div>
    </div>
  );
}

import { Spinner } from "@forno/ui/spinner";
import styles from "./app-fallback.module.css";

/** What shows while the first screen's code arrives: the app's own colours, not a blank page. */
export function AppFallback() {
  return (
    <div className={styles.shell}>
      <div className={styles.header} />
      <div className={styles.body}>
        <Spinner label="Carregando..." />
      </div>
    </div>
  );
}

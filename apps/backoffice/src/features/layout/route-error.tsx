import { Banner } from "@forno/ui/banner";
import { useCaughtError } from "@forno/ui/route-error-boundary";
import { Link } from "react-router";
import styles from "./route-error.module.css";

/** The error fallback of every route: what happened and a way back. */
export function RouteError() {
  const error = useCaughtError();
  const message = error instanceof Error ? error.message : "Ocorreu um erro inesperado";
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Algo deu errado nesta tela</h1>
      <Banner tone="danger" alert>
        {message || "Ocorreu um erro inesperado"}
      </Banner>
      <p>
        <a href={window.location.pathname}>Recarregar a página</a> ou <Link to="/backoffice/dashboard">voltar ao início</Link>.
      </p>
    </main>
  );
}

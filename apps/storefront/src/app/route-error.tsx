import { Button } from "@forno/ui/button";
import { Link } from "react-router";
import styles from "./route-error.module.css";

/** Every route's error fallback (seed 001 section 2.1): what happened and two ways out. */
export function RouteError() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Algo deu errado.</h1>
      <p className={styles.text}>Não conseguimos mostrar esta tela. Tente de novo ou volte para o início.</p>
      <Button onClick={() => window.location.reload()}>Tentar novamente</Button>
      <Link className={styles.link} to="/">
        Voltar para o início
      </Link>
    </main>
  );
}

import { Link } from "react-router";
import styles from "./not-found-page.module.css";

export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Página não encontrada.</h1>
      <Link className={styles.link} to="/">
        Voltar para o início
      </Link>
    </main>
  );
}

import styles from "./home-page.module.css";

export function HomePage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.greeting}>Bem vindo</h1>
      <p className={styles.lead}>Peça sua pizza direto da pizzaria, sem intermediários.</p>
    </main>
  );
}

import styles from "./login-page.module.css";

export function LoginPage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Login Administrativo</h1>
    </main>
  );
}

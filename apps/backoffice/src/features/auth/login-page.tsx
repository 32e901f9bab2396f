import { Navigate } from "react-router";
import { useApi } from "../../lib/api-context";
import { HOME_PATH, LoginForm } from "./login-form";
import styles from "./login-page.module.css";

/** 'Login Administrativo' at /backoffice; a signed-in staff member goes straight to the dashboard. */
export function LoginPage() {
  const api = useApi();
  if (api.tokenStore.get()) return <Navigate to={HOME_PATH} replace />;
  return (
    <main className={styles.page}>
      <title>Login Administrativo · Forno Backoffice</title>
      <p className={styles.brand}>Forno</p>
      <h1 className={styles.title}>Login Administrativo</h1>
      <LoginForm />
    </main>
  );
}

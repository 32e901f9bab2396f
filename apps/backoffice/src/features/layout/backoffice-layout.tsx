import { Navigate, Outlet } from "react-router";
import { LOGIN_PATH } from "../../lib/use-end-session";
import { Sidebar } from "./sidebar";
import { useStaffSession } from "./use-staff-session";
import styles from "./backoffice-layout.module.css";

/** Every screen after the login: the sidebar and the current section. No token, no entry. */
export function BackofficeLayout() {
  const { hasToken } = useStaffSession();
  if (!hasToken) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <div className={styles.shell}>
      <a href="#conteudo" className={styles.skip}>
        Pular para o conteúdo
      </a>
      <Sidebar />
      <main id="conteudo" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

import { Link } from "react-router";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import styles from "./not-found-page.module.css";

export function NotFoundPage() {
  return (
    <Page header={<CompactHeader title="Forno" titleAs="p" />} bottomBar>
      <div className={styles.page}>
        <h1 className={styles.title}>Página não encontrada.</h1>
        <Link className={styles.link} to="/">
          Voltar para o início
        </Link>
      </div>
    </Page>
  );
}

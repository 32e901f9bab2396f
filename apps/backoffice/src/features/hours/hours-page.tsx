import { Banner } from "@forno/ui/banner";
import { Skeleton } from "@forno/ui/skeleton";
import { useQuery } from "@tanstack/react-query";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { HoursForm } from "./hours-form";
import { PausePanel } from "./pause-panel";
import { RulesForm } from "./rules-form";
import { useStoreHours } from "./use-store-hours";
import styles from "./hours-page.module.css";

/** /backoffice/hours ("Horários"): the state now and the pause, the week and its exceptions, the scheduling and pricing rules. */
export function HoursPage() {
  const api = useApi();
  const hours = useStoreHours();
  const settings = useQuery(api.settings.listQuery({ take: 100 }));
  return (
    <>
      <PageHeader title="Horários" />
      <div className={styles.page}>
        {hours.isError ? <Banner alert tone="danger">Não foi possível carregar os horários da loja.</Banner> : null}
        {hours.data ? (
          <>
            <PausePanel hours={hours.data} />
            <HoursForm hours={hours.data} />
          </>
        ) : hours.isPending ? (
          <Skeleton lines={6} />
        ) : null}
        {settings.data ? <RulesForm settings={settings.data} /> : settings.isPending ? <Skeleton lines={4} /> : null}
      </div>
    </>
  );
}

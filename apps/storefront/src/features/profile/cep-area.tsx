import { formatCentavos } from "@forno/domain/format";
import { deliveryFeeCentavos } from "@forno/domain/pricing";
import { Spinner } from "@forno/ui/spinner";
import type { CepLookupState } from "./use-cep-lookup";
import styles from "./cep-area.module.css";

/** What the CEP lookup found: street, neighbourhood, city and the delivery fee (a live region). */
export function CepArea({ state }: { state: CepLookupState }) {
  return (
    <div aria-live="polite" className={styles.slot}>
      {state.status === "loading" ? <Spinner size={18} label="Buscando o CEP..." /> : null}
      {state.status === "found" ? (
        <div className={styles.area}>
          <p className={styles.street}>{state.area.street}</p>
          <p className={styles.meta}>
            {state.area.neighborhood}, {state.area.city} - {state.area.state}
          </p>
          <p className={styles.meta}>Taxa de entrega: {formatCentavos(deliveryFeeCentavos(true, state.area.amount))}</p>
        </div>
      ) : null}
    </div>
  );
}

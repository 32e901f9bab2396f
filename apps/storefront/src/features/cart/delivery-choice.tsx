import { addressText } from "@forno/domain/format";
import { addressDeliveryFeeCentavos } from "@forno/domain/pricing";
import type { Address, StoreInfo } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { Money } from "@forno/ui/money";
import { useState } from "react";
import { Link } from "react-router";
import { AddressPicker } from "../../components/navigation/address-picker-slot";
import { useSignedIn } from "../../lib/session/session-store";
import type { DeliveryMethod } from "../../stores/cart/cart-store";
import styles from "./delivery-choice.module.css";

export interface DeliveryChoiceProps {
  value: DeliveryMethod | null;
  onChange: (method: DeliveryMethod) => void;
  address: Address | null;
  store: StoreInfo | undefined;
}

/** Entrega (only with a selected address; otherwise a prompt to pick one) or "Retirar no balcão" (always). */
export function DeliveryChoice({ value, onChange, address, store }: DeliveryChoiceProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const signedIn = useSignedIn();
  const info = store?.store_info;
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>Como você quer receber?</legend>
      {address ? (
        <label className={styles.option}>
          <input type="radio" name="entrega" checked={value === "entrega"} onChange={() => onChange("entrega")} />
          <span className={styles.title}>Entrega</span>{" "}
          <span className={styles.detail}>{addressText(address, Number.POSITIVE_INFINITY)}</span>{" "}
          <span className={styles.fee}>
            Taxa de entrega: <Money value={addressDeliveryFeeCentavos(true, address)} unit="centavos" />
          </span>
        </label>
      ) : (
        <div className={styles.prompt}>
          <p className={styles.title}>Entrega</p>
          <p className={styles.detail}>Selecione um endereço para receber seu pedido em casa.</p>
          {signedIn ? (
            <Button variant="secondary" onClick={() => setPickerOpen(true)}>
              Selecionar endereço
            </Button>
          ) : (
            <Link to="/sign-in" state={{ redirectTo: "/cart" }} className={styles.link}>
              Entre para escolher um endereço
            </Link>
          )}
        </div>
      )}
      {address ? (
        <Button variant="ghost" className={styles.change} onClick={() => setPickerOpen(true)}>
          Trocar endereço
        </Button>
      ) : null}
      <label className={styles.option}>
        <input type="radio" name="entrega" checked={value === "retirada"} onChange={() => onChange("retirada")} />
        <span className={styles.title}>Retirar no balcão</span>{" "}
        {info ? <span className={styles.detail}>{`${info.street}, ${info.number} - ${info.neighborhood}`}</span> : null}{" "}
        <span className={styles.fee}>Sem taxa de entrega</span>
      </label>
      <AddressPicker open={pickerOpen} onClose={() => setPickerOpen(false)} />
    </fieldset>
  );
}

import { errorMessage } from "@forno/api-client";
import { orderTotalCentavos } from "@forno/domain/order-reading";
import type { OnDeliveryMethod, Order } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { CashChangeFields, useCashChange } from "@forno/ui/cash-change";
import { type FormEvent, useState } from "react";
import { PaymentFailure } from "./payment-failure";
import { type OnDeliveryChoice, usePayOnDelivery } from "./use-pay-on-delivery";
import styles from "./pay-on-delivery-form.module.css";

type Method = OnDeliveryChoice["method"];

const OPTIONS: Record<OnDeliveryMethod, { method: Method; label: string; detail: string }> = {
  cash: { method: "cash", label: "Dinheiro", detail: "Diga se vai precisar de troco" },
  card: { method: "card_on_delivery", label: "Cartão na entrega", detail: "Crédito ou débito na maquininha do entregador" },
};

export const ON_DELIVERY_FORM_MESSAGES = { chooseMethod: "Escolha como vai pagar na entrega." } as const;

/**
 * "Pagar na entrega" at /checkout (decision 1701): the store's enabled methods as radios; Dinheiro
 * asks "Troco para" (reais, at least the total) or "Não preciso de troco". "Confirmar pedido"
 * confirms the order at once.
 */
export function PayOnDeliveryForm({ order, methods }: { order: Order; methods: readonly OnDeliveryMethod[] }) {
  const totalCentavos = orderTotalCentavos(order);
  const [method, setMethod] = useState<Method | null>(methods.length === 1 ? OPTIONS[methods[0]!].method : null);
  const change = useCashChange(totalCentavos);
  const [methodError, setMethodError] = useState<string>();
  const pay = usePayOnDelivery(order);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pay.isPending) return;
    if (method === null) return setMethodError(ON_DELIVERY_FORM_MESSAGES.chooseMethod);
    if (method === "card_on_delivery") return pay.mutate({ method });
    const cash = change.read();
    if (cash !== undefined) pay.mutate({ method, changeFor: cash.changeFor });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Pagar na entrega">
      <fieldset className={styles.methods} aria-describedby={methodError ? "on-delivery-method-error" : undefined}>
        <legend className={styles.legend}>Como você vai pagar na entrega?</legend>
        {methods.map((key) => {
          const option = OPTIONS[key];
          return (
            <label key={key} className={styles.option}>
              <input
                type="radio"
                name="on-delivery-method"
                value={option.method}
                checked={method === option.method}
                onChange={() => {
                  setMethod(option.method);
                  setMethodError(undefined);
                }}
              />
              <span className={styles.optionText}>
                {option.label}
                <small className={styles.optionDetail}>{option.detail}</small>
              </span>
            </label>
          );
        })}
        {methodError ? (
          <p id="on-delivery-method-error" className={styles.error} role="alert">
            {methodError}
          </p>
        ) : null}
      </fieldset>
      {method === "cash" ? (
        <div className={styles.cash}>
          <CashChangeFields change={change} />
        </div>
      ) : null}
      <Button type="submit" block loading={pay.isPending}>
        Confirmar pedido
      </Button>
      {pay.isError ? <PaymentFailure message={errorMessage(pay.error)} /> : null}
    </form>
  );
}

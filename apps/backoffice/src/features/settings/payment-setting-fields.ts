import { ON_DELIVERY_SETTING_KEY } from "@forno/domain/schemas";
import { type OperationField } from "./operation-setting-fields";

/** What each value of payment.on_delivery_methods means, in the staff's words (decision 1705). */
export const ON_DELIVERY_CHOICE_LABELS: Readonly<Record<string, string>> = {
  "": "Desligado (só Pix e cartão pelo app)",
  cash: "Só dinheiro",
  card: "Só cartão na maquininha",
  "cash,card": "Dinheiro e cartão na maquininha",
};

/** Payment settings picked, not typed, like the desk's (decision 1514). */
export const PAYMENT_FIELDS: Readonly<Record<string, OperationField>> = {
  [ON_DELIVERY_SETTING_KEY]: { kind: "select", options: Object.entries(ON_DELIVERY_CHOICE_LABELS).map(([value, label]) => ({ value, label })) },
};

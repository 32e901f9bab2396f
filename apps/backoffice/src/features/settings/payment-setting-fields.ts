import { ON_DELIVERY_SETTING_KEY, type SettingKey } from "@forno/domain/schemas";
import type { SettingField } from "./setting-field-types";

/** What each value of payment.on_delivery_methods means, in the staff's words (decision 1705). */
export const ON_DELIVERY_CHOICE_LABELS: Readonly<Record<string, string>> = {
  "": "Desligado (só Pix e cartão pelo app)",
  cash: "Só dinheiro",
  card: "Só cartão na maquininha",
  "cash,card": "Dinheiro e cartão na maquininha",
};

/** Pix, the card statement and payment on delivery. */
export const PAYMENT_SETTING_FIELDS = {
  [ON_DELIVERY_SETTING_KEY]: {
    label: "Pagamento na entrega",
    help: "O cliente escolhe no app e paga ao entregador; o pedido entra no quadro como confirmado.",
    control: { kind: "choice", options: Object.entries(ON_DELIVERY_CHOICE_LABELS).map(([value, label]) => ({ value, label })) },
  },
  "payment.pix_key": {
    label: "Chave Pix",
    help: "A chave do banco da loja: CNPJ, CPF, telefone, e-mail ou chave aleatória. Vai no QR Code do Pix no modo de teste; com o Mercado Pago ligado, o Pix cai na conta do Mercado Pago.",
    control: { kind: "text" },
  },
  "payment.merchant_name": { label: "Nome de quem recebe o Pix", help: "Até 25 letras, como o banco mostra a loja.", control: { kind: "text", maxLength: 25 } },
  "payment.merchant_city": { label: "Cidade de quem recebe o Pix", help: "Até 15 letras.", control: { kind: "text", maxLength: 15 } },
  "payment.statement_descriptor": {
    label: "Nome na fatura do cartão",
    help: "Até 22 letras: o que o cliente lê na fatura do cartão de crédito.",
    control: { kind: "text", maxLength: 22 },
  },
} satisfies Partial<Record<SettingKey, SettingField>>;

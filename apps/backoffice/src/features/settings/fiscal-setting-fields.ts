import type { FiscalSettingKey } from "@forno/domain/fiscal";
import { MAX_CANCEL_WINDOW_MINUTES } from "@forno/domain/fiscal";
import type { SettingField } from "./setting-field-types";

const code = (label: string, help: string, digits: number): SettingField => ({ label, help, control: { kind: "text", maxLength: digits + 3 } });

/** The NFC-e's settings (growth.md section 3) in the owner's words: Minha loja > Fiscal. */
export const FISCAL_SETTING_FIELDS = {
  "fiscal.enabled": {
    label: "Emitir a NFC-e (nota fiscal do consumidor) de cada venda",
    help: "Precisa da conta na Focus NFe ligada no servidor (o guia da loja explica). Desligado, nenhuma nota é emitida.",
    control: { kind: "switch" },
  },
  "fiscal.issue_on": {
    label: "Quando emitir a nota",
    help: "A nota sai sozinha nesse momento; no quadro de pedidos ela aparece na comanda de entrega.",
    control: {
      kind: "choice",
      options: [
        { value: "preparation", label: "Quando o pedido entra em preparo (ao aceitar)" },
        { value: "paid", label: "Quando o pedido é pago" },
      ],
    },
  },
  "fiscal.default_ncm": code("NCM padrão (8 dígitos)", "Usado nos produtos sem NCM próprio. Pergunte ao seu contador (pizza costuma ser 2106.90.90 ou 1902.20.00).", 8),
  "fiscal.default_cfop": code("CFOP padrão (4 dígitos)", "Usado nos produtos sem CFOP próprio. Comida feita na loja costuma ser 5101; bebida revendida, 5405.", 4),
  "fiscal.default_csosn": code("CSOSN padrão (3 dígitos)", "A situação tributária do Simples Nacional (por exemplo 102). Confirme com o seu contador.", 3),
  "fiscal.delivery_presence": {
    label: "Como a nota descreve as entregas",
    help: "Retiradas no balcão são sempre venda presencial.",
    control: {
      kind: "choice",
      options: [
        { value: "1", label: "Venda presencial" },
        { value: "4", label: "Entrega em domicílio" },
      ],
    },
  },
  "fiscal.cancel_window_minutes": {
    label: "Prazo para cancelar uma nota (minutos)",
    help: "Em São Paulo são 30 minutos depois da emissão; outros estados têm prazos diferentes.",
    control: { kind: "integer", min: 1, max: MAX_CANCEL_WINDOW_MINUTES },
  },
} satisfies Record<FiscalSettingKey, SettingField>;

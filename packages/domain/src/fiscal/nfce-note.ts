import { storeClockParts } from "../format/dates";
import { fractionLabel } from "../fractions/fraction-values";
import { type PaymentSource } from "../order-reading/counting-payment";
import { type OrderLine, type OrderRowSource, additionalName, firstFlavour, flavoursName, orderPizzas } from "../order-reading/order-pizzas";
import { type SummedOrder, orderSums } from "../order-reading/order-sums";
import { linePriceCentavos } from "../pricing/line-price";
import { reaisToCentavos } from "../pricing/centavos";
import { type ProductFiscalCodes } from "./fiscal-codes";
import { type FiscalSettings } from "./fiscal-settings";
import { nfceDateTime, nfceMoney } from "./nfce-money";
import { type NfcePayment, nfcePayment } from "./nfce-payment";
import { spreadCentavos } from "./spread";

/** One item of the note (Focus NFe's names; money as text with two decimals). */
export interface NfceItem {
  numero_item: number;
  codigo_produto: string;
  descricao: string;
  codigo_ncm: string;
  cfop: string;
  icms_origem: number;
  icms_situacao_tributaria: string;
  cest?: string;
  unidade_comercial: "UN";
  unidade_tributavel: "UN";
  quantidade_comercial: string;
  quantidade_tributavel: string;
  valor_unitario_comercial: string;
  valor_unitario_tributavel: string;
  valor_bruto: string;
  valor_desconto: string;
  valor_frete: string;
}

/** The note sent to `POST /v2/nfce?ref=REF` (growth.md section 3; Focus NFe's `_nfce.md`). */
export interface NfceNote {
  cnpj_emitente: string;
  data_emissao: string;
  natureza_operacao: string;
  presenca_comprador: "1" | "4";
  modalidade_frete: "0" | "9";
  local_destino: "1";
  indicador_inscricao_estadual_destinatario: "9";
  cpf_destinatario?: string;
  nome_destinatario?: string;
  items: NfceItem[];
  formas_pagamento: NfcePayment[];
}

/** What the note reads of an order (an `Order` fits). */
export interface NfceOrder extends SummedOrder {
  is_delivery: boolean;
  OrderItem: readonly (OrderRowSource & { product_id: number; amount: number })[];
  OrderPayment?: readonly PaymentSource[];
}

/** A product's code (its `external_id`) and fiscal codes, by product id. */
export type NfceProducts = ReadonlyMap<number, { code: string; fiscal: ProductFiscalCodes }>;

export interface NfceInput {
  order: NfceOrder;
  products: NfceProducts;
  settings: Pick<FiscalSettings, "defaults" | "deliveryPresence">;
  /** The store's CNPJ (store_info.legal_document), digits. */
  issuerCnpj: string;
  /** The client's CPF and name when they gave them. */
  consumer: { cpf: string | null; name: string | null } | null;
  now: Date;
}

/** Why a note cannot be built: the order says it (growth.md section 3), in the owner's words. */
export const NFCE_BUILD_MESSAGES = {
  noCnpj: "Falta o CNPJ da loja: preencha em Minha loja > Loja > Dados da empresa.",
  missingCode: (code: "NCM" | "CFOP" | "CSOSN", product: string) =>
    `Falta o ${code} de ${product}: preencha no produto ou um ${code} padrão em Minha loja > Fiscal.`,
} as const;

export type NfceBuild = { note: NfceNote; problems?: undefined } | { problems: string[]; note?: undefined };

/** xProd holds at most 120 characters. */
const MAX_DESCRIPTION = 120;

type Row = NfceOrder["OrderItem"][number];

function describeLine({ product, additionals }: OrderLine<Row>, fractional: boolean): string {
  const label = fractional ? fractionLabel(product.quantity) : null;
  return [label === null ? product.product.name : `${label} ${product.product.name}`, ...additionals.map(additionalName)].join(" + ");
}

function description(lines: readonly OrderLine<Row>[], fractional: boolean): string {
  const text = fractional && lines.length > 1 ? `${flavoursName(lines.length)}: ${lines.map((line) => describeLine(line, true)).join(", ")}` : describeLine(lines[0]!, fractional);
  return Array.from(text).length > MAX_DESCRIPTION ? `${Array.from(text).slice(0, MAX_DESCRIPTION - 3).join("")}...` : text;
}

/** Forno's price of one cart line, to the centavo (as the order was priced). */
const linePrice = ({ product, additionals }: OrderLine<Row>) =>
  linePriceCentavos(product.quantity, reaisToCentavos(product.amount), additionals.map((row) => reaisToCentavos(row.amount)));

/** "2", "1.5": a quantity as the note writes it (at most four decimals). */
const quantityText = (quantity: number) => String(Math.round(quantity * 10_000) / 10_000);

/**
 * The NFC-e of an order (growth.md section 3), pure: one item per order line, a pizza of halves or
 * thirds being one item with its flavours in the description, at the price Forno charged, with its
 * first flavour's codes (each code from the product, else the store's default). The discount is
 * spread over the items in proportion to their value and the delivery fee over them as
 * `valor_frete` the same way (cents to the largest); a discount larger than the items (free
 * delivery on a small order) takes the rest off the freight. So the items' value less discounts
 * plus freight is the order's total, and the one payment (Pix 17, card 03, cash 01, card on
 * delivery 99) is that total. Problems (no CNPJ, a missing code) are answered instead of a note.
 */
export function buildNfceNote({ order, products, settings, issuerCnpj, consumer, now }: NfceInput): NfceBuild {
  const problems: string[] = [];
  if (!/^\d{14}$/.test(issuerCnpj)) problems.push(NFCE_BUILD_MESSAGES.noCnpj);
  const pizzas = orderPizzas(order.OrderItem);
  const values = pizzas.map((pizza) => pizza.lines.reduce((sum, line) => sum + linePrice(line), 0));
  const sums = orderSums(order);
  const itemsValue = values.reduce((sum, value) => sum + value, 0);
  const discount = Math.min(sums.discount, itemsValue);
  const freight = sums.deliveryFee - (sums.discount - discount);
  const discounts = spreadCentavos(discount, values);
  const freights = spreadCentavos(freight, values);

  const items = pizzas.map((pizza, index): NfceItem | null => {
    const first = firstFlavour(pizza);
    const known = products.get(first.product_id);
    const codes = known?.fiscal;
    const name = first.product.name;
    const ncm = codes?.ncm ?? settings.defaults.ncm;
    const cfop = codes?.cfop ?? settings.defaults.cfop;
    const csosn = codes?.csosn ?? settings.defaults.csosn;
    if (ncm === null) problems.push(NFCE_BUILD_MESSAGES.missingCode("NCM", name));
    if (cfop === null) problems.push(NFCE_BUILD_MESSAGES.missingCode("CFOP", name));
    if (csosn === null) problems.push(NFCE_BUILD_MESSAGES.missingCode("CSOSN", name));
    if (ncm === null || cfop === null || csosn === null) return null;
    const whole = !pizza.fractional;
    const quantity = whole ? first.quantity : 1;
    const value = values[index]!;
    // A whole line's value is quantity x (unit + additionals), so the unit is exact in centavos.
    const unit = nfceMoney(value / quantity);
    return {
      numero_item: index + 1,
      codigo_produto: known?.code ?? String(first.product_id),
      descricao: description(pizza.lines, pizza.fractional),
      codigo_ncm: ncm,
      cfop,
      icms_origem: codes?.origin ?? 0,
      icms_situacao_tributaria: csosn,
      ...(codes?.cest ? { cest: codes.cest } : {}),
      unidade_comercial: "UN",
      unidade_tributavel: "UN",
      quantidade_comercial: quantityText(quantity),
      quantidade_tributavel: quantityText(quantity),
      valor_unitario_comercial: unit,
      valor_unitario_tributavel: unit,
      valor_bruto: nfceMoney(value),
      valor_desconto: nfceMoney(discounts[index]!),
      valor_frete: nfceMoney(freights[index]!),
    };
  });
  if (problems.length > 0) return { problems: [...new Set(problems)] };

  const cpf = consumer?.cpf !== null && consumer?.cpf !== undefined && /^\d{11}$/.test(consumer.cpf) ? consumer.cpf : null;
  return {
    note: {
      cnpj_emitente: issuerCnpj,
      data_emissao: nfceDateTime(now, storeClockParts),
      natureza_operacao: "VENDA AO CONSUMIDOR",
      presenca_comprador: order.is_delivery ? settings.deliveryPresence : "1",
      modalidade_frete: sums.deliveryFee > 0 ? "0" : "9",
      local_destino: "1",
      indicador_inscricao_estadual_destinatario: "9",
      ...(cpf === null ? {} : { cpf_destinatario: cpf, ...(consumer?.name ? { nome_destinatario: consumer.name } : {}) }),
      items: items.filter((item): item is NfceItem => item !== null),
      formas_pagamento: [nfcePayment(order.OrderPayment, nfceMoney(sums.total))],
    },
  };
}

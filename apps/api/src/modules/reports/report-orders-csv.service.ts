import { ORDER_STATE_LABELS, PAYMENT_METHOD_LABELS, isOrderState, ORDER_CHANNEL_LABELS } from "@forno/domain/orders";
import { formatPhone } from "@forno/domain/format";
import { type ReportPeriod, csvText, decimalComma } from "@forno/domain/reports";
import type { DatabaseHandle } from "../../db/client";
import { rawQuery } from "../../db/raw";
import { REPORT_ORDERS } from "./report-orders.sql";
import { storeTimeZone } from "./report-summary.service";

/** The contract's header row, letter for letter. */
export const ORDERS_CSV_HEADER = ["pedido", "pago_em", "cliente", "telefone", "canal", "entrega", "pagamento", "subtotal", "taxa_entrega", "total", "status"] as const;

function paymentLabel(method: string | null): string {
  if (method === null) return "";
  return (PAYMENT_METHOD_LABELS as Record<string, string>)[method] ?? method;
}

/** The channel as the backoffice names it (Online, Telefone, Balcão). */
function channelLabel(channel: string | null): string {
  return (ORDER_CHANNEL_LABELS as Record<string, string>)[channel ?? "online"] ?? channel ?? "";
}

const money = (text: string | null) => decimalComma(Number(text ?? 0));

/** GET /reports/orders.csv: the period's counted and cancelled orders as a Portuguese spreadsheet's CSV. */
export async function reportOrdersCsv(database: DatabaseHandle, period: ReportPeriod): Promise<string> {
  const timeZone = await storeTimeZone(database);
  const rows = await rawQuery(database)(REPORT_ORDERS, [timeZone, period.from, period.to]);
  return csvText(
    ORDERS_CSV_HEADER,
    rows.map((row) => [
      row.external_id ?? "",
      row.paid_at ?? "",
      row.client_name ?? "",
      row.client_phone ? formatPhone(row.client_phone) : "",
      channelLabel(row.channel ?? null),
      row.is_delivery === "true" ? "Entrega" : "Retirada",
      paymentLabel(row.payment_method ?? null),
      money(row.amount ?? null),
      money(row.delivery_fee ?? null),
      money(row.total ?? null),
      row.state !== null && row.state !== undefined && isOrderState(row.state) ? ORDER_STATE_LABELS[row.state] : (row.state ?? ""),
    ]),
  );
}

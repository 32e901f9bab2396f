import { formatPhone } from "@forno/domain/format";
import { type PaymentSource, fulfilmentLabel, orderSums, paymentMethodLabel, settledPayment } from "@forno/domain/order-reading";
import { ORDER_STATE_LABELS, isOrderState, ORDER_CHANNEL_LABELS } from "@forno/domain/orders";
import { centavosToReais } from "@forno/domain/pricing";
import { type ReportPeriod, csvText, decimalComma } from "@forno/domain/reports";
import type { DatabaseHandle } from "../../db/client";
import { rawQuery } from "../../db/raw";
import { REPORT_ORDERS } from "./report-orders.sql";
import { storeTimeZone } from "./report-summary.service";

/**
 * The contract's header row, letter for letter: operations.md section 4, with growth.md section 1's
 * `desconto` and `cupom` before `total` and section 3's `nfce` (the authorised note's access key,
 * "cancelada", or empty).
 */
export const ORDERS_CSV_HEADER = ["pedido", "pago_em", "cliente", "telefone", "canal", "entrega", "pagamento", "subtotal", "taxa_entrega", "desconto", "cupom", "total", "status", "nfce"] as const;

/** The method of the payment that paid the order (approved, or approved then refunded); empty when none did. */
function paymentLabel(payments: string | null): string {
  const paid = settledPayment(JSON.parse(payments ?? "[]") as PaymentSource[]);
  return paid === undefined ? "" : paymentMethodLabel(paid.payment_method);
}

/** The channel as the backoffice names it (Online, Telefone, Balcão, iFood). */
function channelLabel(channel: string | null): string {
  return (ORDER_CHANNEL_LABELS as Record<string, string>)[channel ?? "online"] ?? channel ?? "";
}

const money = (centavos: number) => decimalComma(centavosToReais(centavos));

/** GET /reports/orders.csv: the period's counted and cancelled orders as a Portuguese spreadsheet's CSV. */
export async function reportOrdersCsv(database: DatabaseHandle, period: ReportPeriod): Promise<string> {
  const timeZone = await storeTimeZone(database);
  const rows = await rawQuery(database)(REPORT_ORDERS, [timeZone, period.from, period.to]);
  return csvText(
    ORDERS_CSV_HEADER,
    rows.map((row) => {
      const sums = orderSums({ amount: Number(row.amount ?? 0), delivery_fee: Number(row.delivery_fee ?? 0), discount: Number(row.discount ?? 0) });
      return [
        row.external_id ?? "",
        row.paid_at ?? "",
        row.client_name ?? "",
        row.client_phone ? formatPhone(row.client_phone) : (row.marketplace_phone ?? ""),
        channelLabel(row.channel ?? null),
        fulfilmentLabel({ is_delivery: row.is_delivery === "true" }),
        paymentLabel(row.payments ?? null),
        money(sums.subtotal),
        money(sums.deliveryFee),
        money(sums.discount),
        row.coupon_code ?? "",
        money(sums.total),
        row.state !== null && row.state !== undefined && isOrderState(row.state) ? ORDER_STATE_LABELS[row.state] : (row.state ?? ""),
        row.nfce ?? "",
      ];
    }),
  );
}

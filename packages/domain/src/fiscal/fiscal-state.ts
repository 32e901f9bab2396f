/** A note's states on the order (growth.md section 3). */
export const FISCAL_STATUSES = ["pending", "authorized", "rejected", "cancelled", "error"] as const;
export type FiscalStatus = (typeof FISCAL_STATUSES)[number];

/** The state of a note as the staff read it (desk card, orders table, Fiscal screen). */
export const FISCAL_STATUS_LABELS: Readonly<Record<FiscalStatus, string>> = {
  pending: "NFC-e em emissão",
  authorized: "NFC-e autorizada",
  rejected: "NFC-e rejeitada",
  cancelled: "NFC-e cancelada",
  error: "NFC-e com erro",
};

/** A note as the staff's badge reads it (an `Order` fits). */
export interface StaffFiscalSource {
  fiscal: { status: FiscalStatus; message: string | null } | null;
}

export type FiscalTone = "neutral" | "success" | "warning" | "danger";

/**
 * The fiscal state the desk card and the orders table show (growth.md section 3): null without a
 * note; an authorised note carrying a message (an order cancelled too late) says to tell the
 * accountant.
 */
export function staffFiscalState(order: StaffFiscalSource): { text: string; tone: FiscalTone; detail: string | null } | null {
  const fiscal = order.fiscal;
  if (fiscal === null) return null;
  if (fiscal.status === "authorized" && fiscal.message !== null) return { text: "NFC-e: avise o contador", tone: "warning", detail: fiscal.message };
  const tone: FiscalTone = fiscal.status === "authorized" ? "success" : fiscal.status === "pending" || fiscal.status === "cancelled" ? "neutral" : "danger";
  return { text: FISCAL_STATUS_LABELS[fiscal.status], tone, detail: fiscal.message };
}

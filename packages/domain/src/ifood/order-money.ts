import type { DiscountSponsor } from "../order-reading/discount-sponsor";
import { reaisToCentavos } from "../pricing/centavos";
import type { IfoodBenefit, IfoodPaymentMethod } from "./merchant-api";

/** Sponsors that are the store itself: its own share, or its chain's (iFood's `MERCHANT`, `CHAIN`). */
const STORE_SPONSORS = new Set(["MERCHANT", "CHAIN"]);

export interface IfoodDiscount {
  /** The sum of the order's benefits, in centavos. */
  centavos: number;
  sponsor: DiscountSponsor | null;
}

/**
 * The marketplace discount (growth.md section 4): the sum of `benefits`, its sponsor by
 * `sponsorshipValues`: `store` when only the store (MERCHANT, CHAIN) pays, `marketplace` when only
 * iFood (or another partner) does, `shared` when both do. A benefit that names no sponsor is
 * iFood's. No discount: 0 and no sponsor.
 */
export function ifoodDiscount(benefits: readonly IfoodBenefit[]): IfoodDiscount {
  const centavos = benefits.reduce((sum, benefit) => sum + Math.max(0, reaisToCentavos(benefit.value)), 0);
  if (centavos === 0) return { centavos: 0, sponsor: null };
  let store = 0;
  let marketplace = 0;
  for (const benefit of benefits) {
    const shares = benefit.sponsorshipValues.filter((share) => share.value > 0);
    if (shares.length === 0 && benefit.value > 0) marketplace += reaisToCentavos(benefit.value);
    for (const share of shares) {
      if (STORE_SPONSORS.has(share.name.toUpperCase())) store += reaisToCentavos(share.value);
      else marketplace += reaisToCentavos(share.value);
    }
  }
  const sponsor: DiscountSponsor = store > 0 && marketplace > 0 ? "shared" : store > 0 ? "store" : "marketplace";
  return { centavos, sponsor };
}

/** A payment of the Forno order: paid through iFood, or collected on delivery (cash with change, the card machine). */
export interface IfoodPaymentRow {
  method: "ifood" | "cash" | "card_on_delivery";
  centavos: number;
  /** Cash: the note the customer pays with, in centavos; null for exact money and the other methods. */
  changeFor: number | null;
}

const isOffline = (method: IfoodPaymentMethod) => method.type.toUpperCase() === "OFFLINE" || method.prepaid === false;

/**
 * The order's payments (growth.md section 4): what the customer pays on delivery keeps iFood's
 * values (cash with its change, any card or voucher on the machine), in iFood's order; the rest of
 * the total was paid through iFood, one payment "iFood" first. They add up to `totalCentavos`
 * exactly: on-delivery values beyond the total are cut from the last ones.
 */
export function ifoodPayments(methods: readonly IfoodPaymentMethod[], totalCentavos: number): IfoodPaymentRow[] {
  let left = totalCentavos;
  const onDelivery: IfoodPaymentRow[] = [];
  for (const method of methods.filter(isOffline)) {
    const centavos = Math.min(left, Math.max(0, reaisToCentavos(method.value)));
    left -= centavos;
    const cash = method.method.toUpperCase() === "CASH";
    const changeFor = cash && method.cash?.changeFor != null ? reaisToCentavos(method.cash.changeFor) : null;
    onDelivery.push({ method: cash ? "cash" : "card_on_delivery", centavos, changeFor: changeFor !== null && changeFor > centavos ? changeFor : null });
  }
  const rows = [{ method: "ifood" as const, centavos: left, changeFor: null }, ...onDelivery].filter((row) => row.centavos > 0);
  return rows.length > 0 ? rows : [{ method: "ifood", centavos: 0, changeFor: null }];
}

import type { CouponChannel } from "../orders/order-channel";
import { DAY_NAMES } from "../store-hours/local-date";
import { wallClock } from "../store-hours/zoned-clock";
import { plainMoney } from "./coupon-messages";
import { COUPON_ORDER_TYPES, type CouponRules } from "./coupon-rules";

type ConditionRules = Omit<CouponRules, "active">;

/** How the sentence names a channel ("só pela loja online"). */
const CHANNEL_WORDS: Record<CouponChannel, string> = { online: "pela loja online", phone: "por telefone", counter: "no balcão" };
const ALL_CHANNELS = Object.keys(CHANNEL_WORDS).length;

/** "a, b e c". */
function list(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} e ${words.at(-1)}`;
}

function head(coupon: ConditionRules): string {
  const groups = coupon.applies_to_groups.length > 0 ? ` em ${list(coupon.applies_to_groups)}` : "";
  const minimum = coupon.min_subtotal > 0 ? ` em pedidos a partir de ${plainMoney(coupon.min_subtotal)}` : "";
  switch (coupon.kind) {
    case "percent": {
      const most = coupon.max_discount === null ? "" : ` (até ${plainMoney(coupon.max_discount)})`;
      return `${coupon.value}%${most}${groups}${groups && minimum ? "," : ""}${minimum}`;
    }
    case "fixed":
      return `${plainMoney(coupon.value)} de desconto${groups}${groups && minimum ? "," : ""}${minimum}`;
    case "free_delivery":
      return `Entrega grátis${minimum}`;
  }
}

/** "até 30/11" on the store's calendar. */
function dayMonth(instant: string, timeZone: string): string {
  const date = wallClock(Date.parse(instant), timeZone).date;
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/** "só sexta e sábado, das 18:00 às 02:00"; empty when every day, all day. */
function daysAndHours(coupon: ConditionRules): string[] {
  const days = coupon.weekdays === null || coupon.weekdays.length === 7 ? "" : `só ${list([...coupon.weekdays].sort((a, b) => a - b).map((day) => DAY_NAMES[day] ?? ""))}`;
  const hours = coupon.time_from !== null && coupon.time_to !== null && coupon.time_from !== coupon.time_to ? `das ${coupon.time_from} às ${coupon.time_to}` : "";
  return [days, hours].filter((part) => part !== "");
}

/**
 * The coupon's rules in one Portuguese sentence, shown before it is used (Decreto 7.962/2013 art. 2;
 * growth.md section 1), e.g. "10% em pedidos a partir de R$ 60,00, até 30/11, só entrega, 1 uso por
 * cliente". Only the rules that restrict are said; dates are the store's (`timeZone`).
 */
export function couponConditions(coupon: ConditionRules, timeZone: string): string {
  const parts = [head(coupon)];
  if (coupon.first_order_only) parts.push("só no primeiro pedido");
  if (coupon.starts_at !== null) parts.push(`a partir de ${dayMonth(coupon.starts_at, timeZone)}`);
  if (coupon.ends_at !== null) parts.push(`até ${dayMonth(coupon.ends_at, timeZone)}`);
  parts.push(...daysAndHours(coupon));
  const types = COUPON_ORDER_TYPES.filter((type) => coupon.order_types.includes(type));
  // Free delivery is a delivery's already (its rules never allow pickup alone).
  if (types.length === 1 && coupon.kind !== "free_delivery") parts.push(types[0] === "delivery" ? "só entrega" : "só retirada no balcão");
  if (coupon.channels.length < ALL_CHANNELS) parts.push(`só ${list(coupon.channels.map((channel) => CHANNEL_WORDS[channel]))}`);
  if (coupon.max_uses > 0) parts.push(`limitado a ${coupon.max_uses} ${coupon.max_uses === 1 ? "uso" : "usos"}`);
  if (coupon.max_uses_per_client > 0) parts.push(`${coupon.max_uses_per_client} ${coupon.max_uses_per_client === 1 ? "uso" : "usos"} por cliente`);
  return parts.join(", ");
}

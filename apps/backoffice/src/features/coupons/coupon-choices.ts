import type { CouponKind, CouponOrderType } from "@forno/domain/coupons";
import type { CouponChannel } from "@forno/domain/orders";
import { DAY_NAMES } from "@forno/domain/store-hours";
import type { Choice } from "../../components/choice-boxes";

/** The coupon's words in the backoffice (plain Portuguese, no codes). */
export const KIND_CHOICES: readonly Choice<CouponKind>[] = [
  { value: "percent", label: "Porcentagem" },
  { value: "fixed", label: "Valor fixo em reais" },
  { value: "free_delivery", label: "Entrega grátis" },
];

export const ORDER_TYPE_CHOICES: readonly Choice<CouponOrderType>[] = [
  { value: "delivery", label: "Entrega" },
  { value: "pickup", label: "Retirada no balcão" },
];

export const CHANNEL_CHOICES: readonly Choice<CouponChannel>[] = [
  { value: "online", label: "Loja online" },
  { value: "phone", label: "Telefone" },
  { value: "counter", label: "Balcão" },
];

/** Monday first, as a week is read in the store. */
export const WEEKDAY_CHOICES: readonly Choice<number>[] = [1, 2, 3, 4, 5, 6, 0].map((day) => ({ value: day, label: `${DAY_NAMES[day]![0]!.toUpperCase()}${DAY_NAMES[day]!.slice(1)}` }));

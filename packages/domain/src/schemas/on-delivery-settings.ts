import { z } from "zod";

/** The setting that turns payment on delivery on (operations.md section 3); "" (none) by default. */
export const ON_DELIVERY_SETTING_KEY = "payment.on_delivery_methods";
export const ON_DELIVERY_SETTING_DEFAULT = "";
/** Every value the setting takes: none, cash, the card machine, or both. */
export const ON_DELIVERY_SETTING_CHOICES = ["", "cash", "card", "cash,card"] as const;

/** What GET /settings/store lists: the methods a customer may pick at /checkout. */
export const onDeliveryMethodSchema = z.enum(["cash", "card"]);
export type OnDeliveryMethod = z.infer<typeof onDeliveryMethodSchema>;

export const ON_DELIVERY_SETTING_MESSAGE = 'Valor inválido: use "" (nenhum), cash (dinheiro), card (cartão) ou cash,card (os dois).';

/** The 400 of a new value of the setting, or null when valid (also for any other key). */
export function onDeliverySettingProblem(key: string, value: string): string | null {
  if (key !== ON_DELIVERY_SETTING_KEY) return null;
  return (ON_DELIVERY_SETTING_CHOICES as readonly string[]).includes(value) ? null : ON_DELIVERY_SETTING_MESSAGE;
}

/** The enabled methods of a stored value; anything unknown enables nothing. */
export function onDeliveryMethodsOf(value: string | undefined): OnDeliveryMethod[] {
  if (value === undefined || !(ON_DELIVERY_SETTING_CHOICES as readonly string[]).includes(value) || value === "") return [];
  return value.split(",") as OnDeliveryMethod[];
}

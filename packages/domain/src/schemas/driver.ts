import { z } from "zod";
import { listQuerySchema, whereBooleanSchema, whereIntegerSchema, whereTextSchema } from "./list-query";
import { idSchema, isoDateSchema, moneySchema, phoneDigitsSchema, phoneInputSchema } from "./primitives";
import { hasVisibleLetter } from "../validators/contact";

/** A store's own delivery person ("entregador"), as staff see it (operations section 3). */
export const driverSchema = z.object({
  id: idSchema,
  name: z.string(),
  phone: phoneDigitsSchema,
  is_active: z.boolean(),
});
export type Driver = z.infer<typeof driverSchema>;

/** Decided (decision 1720), the same words as the other name fields. */
export const DRIVER_NAME_REQUIRED = "Nome obrigatório";
const nameField = z.string({ error: DRIVER_NAME_REQUIRED }).trim().min(1, { error: DRIVER_NAME_REQUIRED, abort: true }).max(120, DRIVER_NAME_REQUIRED).refine(hasVisibleLetter, DRIVER_NAME_REQUIRED);

/** Backoffice driver form (new and edit): the phone as typed, masked. */
export const driverFormSchema = z.object({
  name: nameField,
  phone: phoneInputSchema,
  is_active: z.boolean(),
});
export type DriverForm = z.input<typeof driverFormSchema>;
export type DriverFormValues = z.output<typeof driverFormSchema>;

/** POST /drivers: a new driver, active unless said otherwise; the phone is stored as digits. */
export const driverCreateBodySchema = z.object({
  name: nameField,
  phone: phoneInputSchema,
  is_active: z.boolean().default(true),
});
export type DriverCreateBody = z.output<typeof driverCreateBodySchema>;

/** PATCH /drivers/{id}: every field optional. */
export const driverUpdateBodySchema = z.object({ name: nameField, phone: phoneInputSchema, is_active: z.boolean() }).partial();
export type DriverUpdateBody = z.output<typeof driverUpdateBodySchema>;

export const DRIVER_SORT_FIELDS = ["id", "name"] as const;

export const driverListQuerySchema = listQuerySchema({
  where: {
    where_id: whereIntegerSchema,
    where_name: whereTextSchema,
    where_phone: whereTextSchema,
    where_is_active: whereBooleanSchema,
  },
  order: DRIVER_SORT_FIELDS,
});
export type DriverListQuery = z.output<typeof driverListQuerySchema>;

/** GET /reports/drivers: the store's local calendar day. */
export const driverReportQuerySchema = z.object({ date: isoDateSchema });
export type DriverReportQuery = z.output<typeof driverReportQuerySchema>;

/**
 * One driver's night: the orders dispatched with them that local day, the delivery fees of those
 * orders and the cash they bring back (amount + delivery fee - discount of the orders paid in cash).
 */
export const driverReportRowSchema = z.object({
  driver_id: idSchema,
  name: z.string(),
  deliveries: z.number().int().nonnegative(),
  delivery_fees: moneySchema,
  cash_to_collect: moneySchema,
});
export type DriverReportRow = z.infer<typeof driverReportRowSchema>;

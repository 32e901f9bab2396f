import { z } from "zod";
import { formatEmail } from "../format/text";
import { phoneDigits } from "../format/phone";
import { hasVisibleLetter, isValidEmail, isValidPhone } from "../validators/contact";
import { listQuerySchema } from "./list-query";
import { MESSAGES } from "./messages";
import { idSchema, isoDateTimeSchema } from "./primitives";

/** Optional, nullable text: "" and null come out absent; otherwise `check` applies, then `normalise`. */
function optionalField(check: (value: string) => boolean, message: string, normalise: (value: string) => string) {
  return z
    .string()
    .trim()
    .refine((value) => value === "" || check(value), message)
    .nullish()
    .transform((value) => (value ? normalise(value) : undefined));
}

/**
 * POST /clients/remove-data-request, also the /company/remove-data form. Every field optional and
 * nullable, empty ones absent; the "shared format rule" the seed does not show is decided here:
 * a name of at least 2 characters, a valid phone (out as digits), a valid e-mail (lower-cased).
 */
export const dataRemovalRequestBodySchema = z.object({
  name: optionalField((value) => value.length >= 2 && value.length <= 120 && hasVisibleLetter(value), MESSAGES.nameInvalid, (value) => value),
  phone: optionalField(isValidPhone, MESSAGES.phoneInvalid, phoneDigits),
  email: optionalField((value) => value.length <= 254 && isValidEmail(value), MESSAGES.emailInvalid, formatEmail),
});
export type DataRemovalRequestBody = z.output<typeof dataRemovalRequestBodySchema>;
export const dataRemovalFormSchema = dataRemovalRequestBodySchema;

/** Where a removal request stands: waiting for staff, fulfilled (client anonymised) or refused with a note. */
export const DATA_REMOVAL_STATUSES = ["pending", "done", "rejected"] as const;
export const dataRemovalStatusSchema = z.enum(DATA_REMOVAL_STATUSES);
export type DataRemovalStatus = z.infer<typeof dataRemovalStatusSchema>;

/** One row of GET /clients/remove-data-requests (staff); `client_id` is the account the request matches, or null. */
export const dataRemovalRequestSchema = z.object({
  id: idSchema,
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: dataRemovalStatusSchema,
  created_at: isoDateTimeSchema,
  resolved_at: isoDateTimeSchema.nullable(),
  note: z.string().nullable(),
  client_id: idSchema.nullable(),
});
export type DataRemovalRequest = z.infer<typeof dataRemovalRequestSchema>;

export const DATA_REMOVAL_SORT_FIELDS = ["created_at"] as const;

/** GET /clients/remove-data-requests: `where_status`, `order_created_at` (oldest first by default). */
export const dataRemovalListQuerySchema = listQuerySchema({
  where: { where_status: dataRemovalStatusSchema.optional() },
  order: DATA_REMOVAL_SORT_FIELDS,
});
export type DataRemovalListQuery = z.output<typeof dataRemovalListQuerySchema>;

/** POST /clients/remove-data-requests/{id}/reject: why the store refuses (shown to staff later). */
export const dataRemovalRejectBodySchema = z.object({
  note: z.string({ error: MESSAGES.rejectNoteRequired }).trim().min(1, MESSAGES.rejectNoteRequired).max(500, MESSAGES.rejectNoteLong),
});
export type DataRemovalRejectBody = z.output<typeof dataRemovalRejectBodySchema>;

import { z } from "zod";
import { formatEmail } from "../format/text";
import { phoneDigits } from "../format/phone";
import { isValidEmail, isValidPhone } from "../validators/contact";
import { MESSAGES } from "./messages";

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
  name: optionalField((value) => value.length >= 2 && value.length <= 120, MESSAGES.nameInvalid, (value) => value),
  phone: optionalField(isValidPhone, MESSAGES.phoneInvalid, phoneDigits),
  email: optionalField((value) => value.length <= 254 && isValidEmail(value), MESSAGES.emailInvalid, formatEmail),
});
export type DataRemovalRequestBody = z.output<typeof dataRemovalRequestBodySchema>;
export const dataRemovalFormSchema = dataRemovalRequestBodySchema;

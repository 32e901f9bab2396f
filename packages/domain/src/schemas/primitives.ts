import { z } from "zod";
import { onlyDigits } from "../format/digits";
import { formatEmail } from "../format/text";
import { phoneDigits } from "../format/phone";
import { isValidCep } from "../validators/cep";
import { isValidEmail, isValidPhone } from "../validators/contact";
import { isValidDocument } from "../validators/document";
import { MESSAGES } from "./messages";

/** The largest value of PostgreSQL's `integer`: ids and integer filters beyond it are refused before any query. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** Database ids are positive integers, within PostgreSQL's `integer`. */
export const idSchema = z.number({ error: MESSAGES.idInvalid }).int(MESSAGES.idInvalid).positive(MESSAGES.idInvalid).max(PG_INTEGER_MAX, MESSAGES.numberOutOfRange);

/**
 * A value of a PostgreSQL `integer` column (positions, indexes): the OpenAPI document gives its real
 * bounds instead of zod's safe-integer ones, and a larger number is a 400 before any query (issue 29).
 */
export const pgIntegerSchema = z.number().int().min(-PG_INTEGER_MAX - 1, MESSAGES.numberOutOfRange).max(PG_INTEGER_MAX, MESSAGES.numberOutOfRange);

/** A non-negative `integer` column value (a cart line's index, a pizza's item group). */
export const pgNaturalSchema = z.number().int().nonnegative().max(PG_INTEGER_MAX, MESSAGES.numberOutOfRange);

/** An id as it arrives in a path or query string ("42"). */
export const idParamSchema = z.coerce
  .number({ error: MESSAGES.idInvalid })
  .int(MESSAGES.idInvalid)
  .positive(MESSAGES.idInvalid)
  .max(PG_INTEGER_MAX, MESSAGES.numberOutOfRange);

/** Money on the wire: a number of reais with at most two decimals (49.9). */
export const moneySchema = z
  .number({ error: MESSAGES.amountInvalid })
  .nonnegative(MESSAGES.amountInvalid)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, MESSAGES.amountInvalid);

/** An instant on the wire: ISO 8601 with Z or an offset ("2025-05-10T17:30:00.000Z"). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A calendar day on the wire ("1990-05-10"). */
export const isoDateSchema = z.iso.date({ error: MESSAGES.dateInvalid });

// --- Answers: documents, phones and CEPs travel as digits only (architecture section 3). ---

export const documentDigitsSchema = z.string().regex(/^(\d{11}|\d{14})$/, MESSAGES.documentInvalid);
export const phoneDigitsSchema = z.string().regex(/^\d{10,11}$/, MESSAGES.phoneInvalid);
export const cepDigitsSchema = z.string().regex(/^\d{8}$/, MESSAGES.cepFormat);

// --- Bodies: accepted with or without the mask, normalised to digits. The checks and the digits
// ignore surrounding spaces themselves, so these need no trim. ---

/** CPF or CNPJ with valid check digits, masked or not; outputs the digits. */
export const documentInputSchema = z
  .string({ error: MESSAGES.documentInvalid })
  .refine(isValidDocument, MESSAGES.documentInvalid)
  .transform(onlyDigits);

/** Phone with 10 or 11 digits (a +55 prefix is dropped), masked or not; outputs the digits. */
export const phoneInputSchema = z
  .string({ error: MESSAGES.phoneInvalid })
  .refine(isValidPhone, MESSAGES.phoneInvalid)
  .transform(phoneDigits);

/** CEP as 12345-678 or 12345678; outputs the 8 digits. */
export const cepInputSchema = z
  .string({ error: MESSAGES.cepFormat })
  .refine(isValidCep, MESSAGES.cepFormat)
  .transform(onlyDigits);

/**
 * Optional e-mail: trimmed and lower-cased; "" and null mean "no e-mail" and come out as null,
 * an absent key stays absent (so a PATCH can tell "clear" from "leave as is").
 */
export const optionalEmailInputSchema = z
  .string({ error: MESSAGES.emailInvalid })
  .max(254, MESSAGES.emailInvalid)
  .transform(formatEmail)
  .refine((value) => value === "" || isValidEmail(value), MESSAGES.emailInvalid)
  .nullish()
  .transform((value) => (value === "" ? null : value));

/** Required e-mail, trimmed and lower-cased. */
export const emailInputSchema = z
  .string({ error: MESSAGES.emailInvalid })
  .max(254, MESSAGES.emailInvalid)
  .transform(formatEmail)
  .refine(isValidEmail, MESSAGES.emailInvalid);

/** Free text that may be left empty: trimmed, "" becomes null. */
export const optionalTextInputSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

/** A boolean query or form value: true/false, "true"/"false". */
export const booleanLikeSchema = z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")]);

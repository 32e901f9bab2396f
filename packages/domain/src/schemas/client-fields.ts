import { z } from "zod";
import { isValidDocument } from "../validators/document";
import { hasVisibleLetter, isValidEmail, isValidPhone } from "../validators/contact";
import { LOGIN_PASSWORD_MIN_LENGTH, PASSWORD_RULES } from "../validators/password";
import { MESSAGES } from "./messages";

/** More than one word, each at least 2 characters (seed 001 section 5) and with a visible letter. */
export function isFullName(name: string): boolean {
  const words = name.trim().split(/\s+/);
  return words.length > 1 && words.every((word) => word.length >= 2 && hasVisibleLetter(word));
}

/** Client name: at least 5 characters ('Digite um nome válido'), then a full name. */
export const clientNameSchema = z
  .string({ error: MESSAGES.nameInvalid })
  .trim()
  .min(5, { error: MESSAGES.nameInvalid, abort: true })
  .max(120, { error: MESSAGES.nameInvalid, abort: true })
  .refine(hasVisibleLetter, { error: MESSAGES.nameInvalid, abort: true })
  .refine(isFullName, MESSAGES.nameIncomplete);

/** Sign-up and reset password: 8+ characters and the four character classes, every broken rule reported. */
export const passwordSchema = PASSWORD_RULES.reduce(
  (schema, rule) => schema.refine(rule.test, rule.message),
  z.string({ error: MESSAGES.passwordMin }).min(8, MESSAGES.passwordMin),
);

/** Backoffice login and sign-in password: at least 6 characters. */
export const loginPasswordSchema = z.string({ error: MESSAGES.loginPasswordMin }).min(LOGIN_PASSWORD_MIN_LENGTH, MESSAGES.loginPasswordMin);

/** 6-character reset code, trimmed and upper-cased. */
export const resetTokenSchema = z
  .string({ error: MESSAGES.resetTokenLength })
  .trim()
  .toUpperCase()
  .length(6, MESSAGES.resetTokenLength);

// --- Form fields: validate what is typed (masks included), no transformation. ---

export const documentFormField = z.string({ error: MESSAGES.documentInvalid }).trim().refine(isValidDocument, MESSAGES.documentInvalid);
export const phoneFormField = z.string({ error: MESSAGES.phoneInvalid }).trim().refine(isValidPhone, MESSAGES.phoneInvalid);
export const emailFormField = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .refine((value) => value === "" || isValidEmail(value), MESSAGES.emailInvalid);

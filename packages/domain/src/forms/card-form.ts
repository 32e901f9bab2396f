import { onlyDigits } from "../format/digits";
import type { SandboxCard } from "../schemas/payment";
import { MESSAGES } from "../schemas/messages";
import { isValidCardNumber, SECURITY_CODE_PATTERN } from "../validators/luhn";
import { check, type Check, type FormChecks } from "./form-checks";

/** The sandbox provider's card form as typed: number, holder, MM/AA, CVV. */
export interface CardForm extends Record<string, unknown> {
  number: string;
  name: string;
  expiry: string;
  cvv: string;
}

/** A card's expiry as typed, MM/AA, to its month and four-digit year; null when it is not a date. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** MM/AA that is a date, and not before the current month (`now` is read when the form is checked). */
function expiryCheck(now: () => Date): Check {
  return (value) => {
    const expiry = parseCardExpiry(value);
    if (!expiry) return MESSAGES.cardExpiryInvalid;
    const today = now();
    return expiry.year * 12 + expiry.month < today.getFullYear() * 12 + today.getMonth() + 1 ? MESSAGES.cardExpired : null;
  };
}

/**
 * The card form's rules, with the messages the customer reads. Number, holder and CVV are the
 * rules `sandboxCardSchema` checks on the server; a card expired before the current month is
 * "Cartão vencido".
 */
export function cardFormChecks(now: () => Date = () => new Date()): FormChecks<CardForm> {
  return {
    number: [check(isValidCardNumber, MESSAGES.cardNumberInvalid)],
    name: [check((value) => value.trim().length > 0, MESSAGES.cardholderRequired)],
    expiry: [expiryCheck(now)],
    cvv: [check((value) => SECURITY_CODE_PATTERN.test(value), MESSAGES.securityCodeInvalid)],
  };
}

/** A checked form as the card the payment body carries. */
export function cardFromForm(form: CardForm): SandboxCard {
  const expiry = parseCardExpiry(form.expiry)!;
  return { number: onlyDigits(form.number), cardholder_name: form.name.trim(), expiration_month: expiry.month, expiration_year: expiry.year, security_code: form.cvv };
}

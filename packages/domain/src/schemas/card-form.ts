import { z } from "zod";
import { onlyDigits } from "../format/digits";
import { isValidCardNumber } from "../validators/luhn";
import { MESSAGES } from "./messages";
import type { SandboxCard } from "./payment";

/** A card's expiry as typed, MM/AA, to its month and four-digit year; null when it is not a date. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/**
 * The sandbox provider's card form (number, holder, MM/AA, CVV as typed), checked with the messages
 * the customer reads; its output is the card the payment body carries (`sandboxCardSchema`). A
 * card expired before the current month (`now` is read when the form is checked) is "Cartão vencido".
 */
export function cardFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      number: z.string().refine(isValidCardNumber, MESSAGES.cardNumberInvalid),
      name: z.string().trim().min(1, MESSAGES.cardholderRequired),
      expiry: z.string().superRefine((value, context) => {
        const expiry = parseCardExpiry(value);
        if (!expiry) return context.addIssue({ code: "custom", message: MESSAGES.cardExpiryInvalid });
        const today = now();
        const month = today.getFullYear() * 12 + today.getMonth() + 1;
        if (expiry.year * 12 + expiry.month < month) context.addIssue({ code: "custom", message: MESSAGES.cardExpired });
      }),
      cvv: z.string().regex(/^\d{3,4}$/, MESSAGES.securityCodeInvalid),
    })
    .transform((form): SandboxCard => {
      const expiry = parseCardExpiry(form.expiry)!;
      return { number: onlyDigits(form.number), cardholder_name: form.name, expiration_month: expiry.month, expiration_year: expiry.year, security_code: form.cvv };
    });
}

export type CardForm = z.input<ReturnType<typeof cardFormSchema>>;

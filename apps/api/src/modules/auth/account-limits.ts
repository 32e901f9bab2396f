import type { AttemptLimit } from "../../lib/attempt-counter";

const FIFTEEN_MINUTES_MS = 15 * 60_000;

const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? "1 minuto" : `${count} minutos`;
};

/**
 * Wrong passwords per document and role (issue 29 point 2): the 11th within 15 minutes is a 429,
 * whatever address it comes from. Counted for unknown documents too, so the answer never tells
 * whether an account exists; a right password gives its attempt back (decision 2901).
 */
export const WRONG_PASSWORDS: AttemptLimit = {
  max: 10,
  windowMs: FIFTEEN_MINUTES_MS,
  message: (seconds) => `Muitas tentativas de senha para este documento. Aguarde ${minutes(seconds)} e tente novamente.`,
};

/** growth.md section 5, letter for letter. */
export const TOO_MANY_CODE_REQUESTS = "Muitas solicitações. Tente de novo em alguns minutos.";

/** A fourth code within 15 minutes for one document (growth.md section 5), known or not. */
export const CODE_REQUESTS_PER_DOCUMENT: AttemptLimit = { max: 3, windowMs: FIFTEEN_MINUTES_MS, message: () => TOO_MANY_CODE_REQUESTS };

/** An eleventh code request within 15 minutes from one address (growth.md section 5). */
export const CODE_REQUESTS_PER_ADDRESS: AttemptLimit = { max: 10, windowMs: FIFTEEN_MINUTES_MS, message: () => TOO_MANY_CODE_REQUESTS };

/**
 * Codes texted to one phone within 15 minutes, whatever the accounts that name it. Past it no SMS
 * goes out but the answer stays the same (a 429 here would tell that the document has an account).
 */
export const CODES_PER_PHONE = { max: 3, windowMs: FIFTEEN_MINUTES_MS } as const;

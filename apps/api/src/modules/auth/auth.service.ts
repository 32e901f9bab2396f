import { ACCOUNT_MESSAGES } from "@forno/domain/schemas";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { clients, staffUsers } from "../../db/schema";
import { spendAttempt } from "../../lib/attempt-counter";
import { unauthorized } from "../../lib/http-errors";
import type { Role, TokenClaims } from "../../security/tokens";
import { WRONG_PASSWORDS } from "./account-limits";

/** The same answer for an unknown document, a wrong password and the wrong kind of account. */
export const INVALID_CREDENTIALS = ACCOUNT_MESSAGES.invalidCredentials;

interface Account {
  id: number;
  name: string;
  document: string | null;
  passwordHash: string | null;
  sessionVersion: number;
}

async function findAccount(ctx: AppContext, role: Role, document: string): Promise<Account | undefined> {
  const table = role === "client" ? clients : staffUsers;
  const [row] = await ctx.db
    .select({ id: table.id, name: table.name, document: table.document, passwordHash: table.passwordHash, sessionVersion: table.sessionVersion })
    .from(table)
    .where(eq(table.document, document));
  // Matched by its document, so the document is the one looked for (an anonymised client has none).
  return row === undefined ? undefined : { ...row, document };
}

/**
 * POST /auth/sign-in (role client) and POST /auth/login (role staff). Every attempt is counted
 * against the document first (atomically, so parallel guesses cannot slip past the limit); a right
 * password gives it back, so only wrong ones add up to WRONG_PASSWORDS.
 */
export async function signIn(ctx: AppContext, role: Role, document: string, password: string): Promise<string> {
  const attempt = ctx.attempts.subject(`sign-in-${role}`, document);
  await spendAttempt(ctx.attempts, WRONG_PASSWORDS, attempt);
  const account = await findAccount(ctx, role, document);
  // A client staff created by phone has no password yet (decision 1711): the same answer as an unknown document.
  if (account === undefined || account.passwordHash === null || account.document === null) {
    await ctx.passwords.verifyDummy(password);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!(await ctx.passwords.verify(account.passwordHash, password))) throw unauthorized(INVALID_CREDENTIALS);
  await ctx.attempts.release(attempt);
  return ctx.tokens.sign({ id: account.id, document: account.document, name: account.name, sessionVersion: account.sessionVersion, role });
}

/** A fresh token with the account's current name and document, if the account still exists. */
export async function issueToken(ctx: AppContext, role: Role, id: number): Promise<string> {
  const table = role === "client" ? clients : staffUsers;
  const [account] = await ctx.db
    .select({ id: table.id, name: table.name, document: table.document, sessionVersion: table.sessionVersion })
    .from(table)
    .where(eq(table.id, id));
  // A client without a document (anonymised, or created by staff) gets no new token.
  if (account === undefined || account.document === null) throw unauthorized();
  return ctx.tokens.sign({ ...account, document: account.document, role });
}

/** GET /auth/refresh. */
export function refreshToken(ctx: AppContext, claims: TokenClaims): Promise<string> {
  return issueToken(ctx, claims.role, Number(claims.sub));
}


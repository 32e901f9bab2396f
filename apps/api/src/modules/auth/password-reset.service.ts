import { ACCOUNT_MESSAGES } from "@forno/domain/schemas";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { clients, passwordResetCodes } from "../../db/schema";
import { badRequest } from "../../lib/http-errors";
import { CODES_PER_PHONE } from "./account-limits";

const RESET_CODE_LENGTH = 6;
const RESET_CODE_TTL_MS = 15 * 60 * 1000;
const RESET_CODE_MAX_ATTEMPTS = 5;

/** Same answer whether or not the document has an account. */
export const FORGOT_MESSAGE = ACCOUNT_MESSAGES.forgot;
export const RESET_DONE_MESSAGE = ACCOUNT_MESSAGES.resetDone;
export const RESET_CODE_INVALID = ACCOUNT_MESSAGES.resetCodeInvalid;

// Uppercase letters and digits without the look-alikes 0/O and 1/I.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function generateResetCode(): string {
  return Array.from({ length: RESET_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

function hashCode(ctx: AppContext, clientId: number, code: string): string {
  return createHmac("sha256", ctx.hashKey).update(`${clientId}:${code.toUpperCase()}`).digest("hex");
}

/** What a code request did (the route answers the same whatever it is). */
export type ResetRequestOutcome = "sent" | "no-account" | "phone-limit";

/**
 * POST /auth/password/forgot: a new code replaces any earlier one and goes to the account's phone,
 * unless that phone already got CODES_PER_PHONE codes in the window (then nothing is sent).
 */
export async function requestPasswordReset(ctx: AppContext, document: string): Promise<ResetRequestOutcome> {
  const [client] = await ctx.db.select({ id: clients.id, phone: clients.phone }).from(clients).where(eq(clients.document, document));
  if (client?.phone == null) return "no-account";
  const phone = client.phone;
  const { hits } = await ctx.attempts.hit(ctx.attempts.subject("code-phone", phone), CODES_PER_PHONE.windowMs);
  if (hits > CODES_PER_PHONE.max) return "phone-limit";
  const code = generateResetCode();
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.clientId, client.id), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({
      clientId: client.id,
      codeHash: hashCode(ctx, client.id, code),
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
    });
  });
  await ctx.sms.send(phone, `Forno: seu código para criar uma nova senha é ${code}. Ele vale por 15 minutos.`);
  return "sent";
}

/**
 * POST /auth/password/reset: the latest code, unexpired, within its 5 tries. A wrong code uses up a
 * try; the fifth wrong one burns the code. Answers the client's id once the password is changed.
 */
export async function resetPassword(ctx: AppContext, document: string, code: string, password: string): Promise<number> {
  const [client] = await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.document, document));
  if (client === undefined) throw badRequest(RESET_CODE_INVALID);

  const now = new Date();
  const [pending] = await ctx.db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.clientId, client.id), isNull(passwordResetCodes.usedAt), gt(passwordResetCodes.expiresAt, now)))
    .orderBy(desc(passwordResetCodes.id))
    .limit(1);
  if (pending === undefined || pending.attempts >= RESET_CODE_MAX_ATTEMPTS) throw badRequest(RESET_CODE_INVALID);

  const expected = Buffer.from(pending.codeHash, "hex");
  const given = Buffer.from(hashCode(ctx, client.id, code), "hex");
  if (!timingSafeEqual(expected, given)) {
    // Counted in SQL so that concurrent guesses cannot share one try.
    await ctx.db
      .update(passwordResetCodes)
      .set({
        attempts: sql`${passwordResetCodes.attempts} + 1`,
        usedAt: sql`CASE WHEN ${passwordResetCodes.attempts} + 1 >= ${RESET_CODE_MAX_ATTEMPTS} THEN now() ELSE ${passwordResetCodes.usedAt} END`,
      })
      .where(eq(passwordResetCodes.id, pending.id));
    throw badRequest(RESET_CODE_INVALID);
  }

  const passwordHash = await ctx.passwords.hash(password);
  await ctx.db.transaction(async (tx) => {
    const consumed = await tx
      .update(passwordResetCodes)
      .set({ usedAt: now })
      .where(and(eq(passwordResetCodes.id, pending.id), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    // A concurrent request already used this code.
    if (consumed.length === 0) throw badRequest(RESET_CODE_INVALID);
    // Every token signed before this change stops working (decision 1401).
    await tx
      .update(clients)
      .set({ passwordHash, sessionVersion: sql`${clients.sessionVersion} + 1` })
      .where(eq(clients.id, client.id));
  });
  // Every instance forgets the version it held, so the older tokens stop at once everywhere.
  await ctx.sessionVersions.changed();
  return client.id;
}

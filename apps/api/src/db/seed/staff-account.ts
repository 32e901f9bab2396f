import { and, eq, ne, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { isValidDocument } from "@forno/domain/validators";
import type { Database } from "../client";
import { staffUsers } from "../schema";
import { type Env, EnvError } from "../../env";
import type { PasswordHasher } from "../../security/passwords";
import { DEMO_STAFF } from "./accounts-data";

export const STAFF_REQUIRED_IN_PRODUCTION =
  "STAFF_DOCUMENT and STAFF_PASSWORD are required in production: the database has no staff account of its own, and the demo staff's public login is never created in production";
export const DEMO_PASSWORD_IN_PRODUCTION = "STAFF_PASSWORD: the demo staff's public password (apps/api/README.md) cannot be used in production";

/**
 * STAFF_DOCUMENT + STAFF_PASSWORD create or update that staff account (and retire the demo one, whose
 * password is public). Without them, the demo staff account is created when missing, outside
 * production only: in production the demo staff never exists (a left-over one is removed) and the
 * start is refused unless the database already holds a staff member of the store's own (issue 29
 * point 3, decision 2902).
 */
export async function ensureStaffAccount(db: Database, env: Env, passwords: PasswordHasher, log: FastifyBaseLogger): Promise<void> {
  const production = env.NODE_ENV === "production";
  if (env.STAFF_DOCUMENT !== undefined && env.STAFF_PASSWORD !== undefined) {
    if (!isValidDocument(env.STAFF_DOCUMENT)) throw new Error("STAFF_DOCUMENT is not a valid CPF or CNPJ");
    if (env.STAFF_PASSWORD.length < 8) throw new Error("STAFF_PASSWORD must have at least 8 characters");
    if (production && env.STAFF_PASSWORD === DEMO_STAFF.password) throw new EnvError(DEMO_PASSWORD_IN_PRODUCTION);
    const document = env.STAFF_DOCUMENT.replace(/\D/g, "");
    const name = env.STAFF_NAME ?? "Equipe da Loja";
    const [existing] = await db.select({ passwordHash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.document, document));
    // Restarting with the same password keeps the staff's sessions; a new one ends them (decision 1401).
    const samePassword = existing !== undefined && (await passwords.verify(existing.passwordHash, env.STAFF_PASSWORD));
    const passwordHash = samePassword ? existing.passwordHash : await passwords.hash(env.STAFF_PASSWORD);
    await db
      .insert(staffUsers)
      .values({ name, document, passwordHash })
      .onConflictDoUpdate({
        target: staffUsers.document,
        set: { passwordHash, ...(samePassword ? {} : { sessionVersion: sql`${staffUsers.sessionVersion} + 1` }), ...(env.STAFF_NAME ? { name } : {}) },
      });
    if (document !== DEMO_STAFF.document) {
      const removed = await db.delete(staffUsers).where(eq(staffUsers.document, DEMO_STAFF.document)).returning({ id: staffUsers.id });
      if (removed.length > 0) log.info("demo staff account removed: STAFF_DOCUMENT is set");
    }
    log.info({ staff: `***${document.slice(-4)}` }, "staff account from STAFF_DOCUMENT ready");
    return;
  }
  if (production) {
    await removeDemoStaff(db, passwords, log);
    const [own] = await db.select({ id: staffUsers.id }).from(staffUsers).where(ne(staffUsers.document, DEMO_STAFF.document)).limit(1);
    if (own === undefined) throw new EnvError(STAFF_REQUIRED_IN_PRODUCTION);
    log.info("STAFF_DOCUMENT/STAFF_PASSWORD unset: the staff accounts already in the database are kept");
    return;
  }
  const existing = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.document, DEMO_STAFF.document));
  if (existing.length === 0) {
    await db
      .insert(staffUsers)
      .values({ name: DEMO_STAFF.name, document: DEMO_STAFF.document, passwordHash: await passwords.hash(DEMO_STAFF.password) })
      .onConflictDoNothing();
  }
}

/**
 * Deletes the demo staff (its document with its public password) that a development start left in
 * the database. A store that made the demo document its own, with its own password, keeps it.
 */
async function removeDemoStaff(db: Database, passwords: PasswordHasher, log: FastifyBaseLogger): Promise<void> {
  const [demo] = await db.select({ id: staffUsers.id, passwordHash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.document, DEMO_STAFF.document));
  if (demo === undefined || !(await passwords.verify(demo.passwordHash, DEMO_STAFF.password))) return;
  await db.delete(staffUsers).where(and(eq(staffUsers.id, demo.id), eq(staffUsers.passwordHash, demo.passwordHash)));
  log.warn("demo staff account removed: its password is public and it never exists in production");
}

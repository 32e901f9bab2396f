import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { isValidDocument } from "@forno/domain/validators";
import type { Database } from "../client";
import { appMeta, ceps, clientAddresses, clients, productAdditionals, productHasAdditionals, products, settings, staffUsers } from "../schema";
import type { Env } from "../../env";
import type { PasswordHasher } from "../../security/passwords";
import { DEMO_CLIENT, DEMO_STAFF } from "./accounts-data";
import { ADDITIONAL_SETS, SEED_ADDITIONALS, SEED_PRODUCTS } from "./catalog-data";
import { SEED_CEPS } from "./ceps-data";
import { SETTING_DEFINITIONS } from "./settings-data";

const DEMO_SEED_KEY = "demo_seed_version";
const DEMO_SEED_VERSION = "1";

/**
 * Creates the settings rows that are missing; existing values are the store's and are kept. The
 * descriptions are the software's words, not the store's: a changed one is written (decision 3600).
 */
export async function ensureSettings(db: Database): Promise<void> {
  await db
    .insert(settings)
    .values(SETTING_DEFINITIONS.map(({ key, group, description, type, value }) => ({ key, group, description, type, value })))
    .onConflictDoUpdate({ target: settings.key, set: { description: sql`excluded.description` }, setWhere: sql`${settings.description} <> excluded.description` });
}

/**
 * STAFF_DOCUMENT + STAFF_PASSWORD create or update that staff account (and retire the demo one, whose
 * password is public). Without them, the demo staff account is created when missing.
 */
export async function ensureStaffAccount(db: Database, env: Env, passwords: PasswordHasher, log: FastifyBaseLogger): Promise<void> {
  if (env.STAFF_DOCUMENT !== undefined && env.STAFF_PASSWORD !== undefined) {
    if (!isValidDocument(env.STAFF_DOCUMENT)) throw new Error("STAFF_DOCUMENT is not a valid CPF or CNPJ");
    if (env.STAFF_PASSWORD.length < 8) throw new Error("STAFF_PASSWORD must have at least 8 characters");
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
  const existing = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.document, DEMO_STAFF.document));
  if (existing.length === 0) {
    await db
      .insert(staffUsers)
      .values({ name: DEMO_STAFF.name, document: DEMO_STAFF.document, passwordHash: await passwords.hash(DEMO_STAFF.password) })
      .onConflictDoNothing();
  }
  if (env.NODE_ENV === "production") {
    log.warn("STAFF_DOCUMENT/STAFF_PASSWORD are not set: the demo staff account with its public password is active");
  }
}

/** Seeds the demo pizzeria once per database (a marker in app_meta); later starts change nothing. */
export async function seedDemoStore(db: Database, passwords: PasswordHasher, log: FastifyBaseLogger): Promise<boolean> {
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEED_KEY));
  if (marker.length > 0) return false;
  const clientPasswordHash = await passwords.hash(DEMO_CLIENT.password);

  await db.transaction(async (tx) => {
    await tx.insert(ceps).values(SEED_CEPS).onConflictDoNothing();

    await tx
      .insert(productAdditionals)
      .values(SEED_ADDITIONALS.map((item) => ({ ...item, isActive: item.active ?? true })))
      .onConflictDoNothing({ target: productAdditionals.externalId });

    await tx
      .insert(products)
      .values(
        SEED_PRODUCTS.map((product) => ({
          externalId: product.externalId,
          name: product.name,
          description: product.description,
          amount: product.amount,
          imagePath: `/images/products/${product.image}.svg`,
          productGroup: product.group,
          productSubgroup: product.subgroup,
          orderGroup: product.orderGroup,
          isFractionable: product.fractionable,
          isActive: product.active ?? true,
          isFeatured: product.featured ?? false,
        })),
      )
      .onConflictDoNothing({ target: products.externalId });

    const productIds = new Map(
      (await tx.select({ id: products.id, externalId: products.externalId }).from(products).where(
        inArray(
          products.externalId,
          SEED_PRODUCTS.map((product) => product.externalId),
        ),
      )).map((row) => [row.externalId, row.id]),
    );
    const additionalIds = new Map(
      (await tx.select({ id: productAdditionals.id, externalId: productAdditionals.externalId }).from(productAdditionals)).map((row) => [
        row.externalId,
        row.id,
      ]),
    );
    const links = SEED_PRODUCTS.flatMap((product) =>
      product.additionals.flatMap((set) =>
        ADDITIONAL_SETS[set].map((externalId) => ({ productId: productIds.get(product.externalId), additionalId: additionalIds.get(externalId) })),
      ),
    ).filter((link): link is { productId: number; additionalId: number } => link.productId !== undefined && link.additionalId !== undefined);
    if (links.length > 0) await tx.insert(productHasAdditionals).values(links).onConflictDoNothing();

    const [client] = await tx
      .insert(clients)
      .values({
        name: DEMO_CLIENT.name,
        document: DEMO_CLIENT.document,
        phone: DEMO_CLIENT.phone,
        email: DEMO_CLIENT.email,
        birthday: DEMO_CLIENT.birthday,
        passwordHash: clientPasswordHash,
      })
      .onConflictDoNothing({ target: clients.document })
      .returning({ id: clients.id });
    if (client !== undefined) {
      await tx.insert(clientAddresses).values({ clientId: client.id, ...DEMO_CLIENT.address });
    }

    await tx.insert(appMeta).values({ key: DEMO_SEED_KEY, value: DEMO_SEED_VERSION }).onConflictDoNothing();
  });
  log.info("demo store seeded");
  return true;
}

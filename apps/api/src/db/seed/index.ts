import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../client";
import { appMeta, ceps, clientAddresses, clients, productAdditionals, productHasAdditionals, products, settings } from "../schema";
import type { PasswordHasher } from "../../security/passwords";
import { DEMO_CLIENT } from "./accounts-data";
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

export { ensureStaffAccount } from "./staff-account";

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

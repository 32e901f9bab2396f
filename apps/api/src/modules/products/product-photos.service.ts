import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { and, eq, like, notExists, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../../db/client";
import { productPhotos, products } from "../../db/schema";

/** Where photos are served: the path kept in `products.image_path` is this prefix and the photo's name. */
export const PHOTO_PATH_PREFIX = "/uploads/products/";
/** Names this API gives photos: the content's SHA-256, or the random name of a photo migrated from disk. */
const PHOTO_NAME = /^(?:[0-9a-f]{64}|[0-9a-f-]{36})\.jpg$/;

export interface ProductPhoto {
  contentType: string;
  sha256: string;
  content: Buffer;
}

const sha256Of = (content: Buffer) => createHash("sha256").update(content).digest("hex");

/**
 * Stores a normalised JPEG under its own SHA-256: its URL names its content, so a browser may keep
 * it for good, and the same photo sent twice is stored once. Answers the path to keep on the product.
 */
export async function storeProductPhoto(db: Executor, jpeg: Buffer): Promise<string> {
  const sha256 = sha256Of(jpeg);
  const name = `${sha256}.jpg`;
  await db.insert(productPhotos).values({ name, contentType: "image/jpeg", sha256, size: jpeg.length, content: jpeg }).onConflictDoNothing();
  return `${PHOTO_PATH_PREFIX}${name}`;
}

/** A stored photo by name (the URL's last segment); undefined for a name this API never gives. */
export async function findProductPhoto(db: Database, name: string): Promise<ProductPhoto | undefined> {
  if (!PHOTO_NAME.test(name)) return undefined;
  const [row] = await db
    .select({ contentType: productPhotos.contentType, sha256: productPhotos.sha256, content: productPhotos.content })
    .from(productPhotos)
    .where(eq(productPhotos.name, name));
  return row;
}

/** Deletes a replaced photo unless another product still shows it (the same content is stored once). */
export async function removeUnusedPhoto(db: Executor, path: string | null): Promise<void> {
  if (path === null || !path.startsWith(PHOTO_PATH_PREFIX)) return;
  const name = path.slice(PHOTO_PATH_PREFIX.length);
  const stillShown = db.select({ id: products.id }).from(products).where(eq(products.imagePath, path));
  await db.delete(productPhotos).where(and(eq(productPhotos.name, name), notExists(stillShown)));
}

/**
 * Photos written to DATA_DIR/uploads/products by earlier versions move into the table at start,
 * under their old names so their URLs keep working. Only photos a product still shows: a photo
 * replaced later (and deleted from the table) must not come back at the next start. Idempotent: a
 * name already stored is skipped; the files are left for the operator to delete (docs/deployment.md).
 */
export async function importPhotosFromDisk(db: Database, uploadsDir: string, log: FastifyBaseLogger): Promise<number> {
  const folder = join(uploadsDir, "products");
  let files: Set<string>;
  try {
    files = new Set((await readdir(folder)).filter((name) => PHOTO_NAME.test(name)));
  } catch {
    return 0;
  }
  if (files.size === 0) return 0;
  const shown = await db
    .selectDistinct({ path: products.imagePath })
    .from(products)
    .where(and(like(products.imagePath, `${PHOTO_PATH_PREFIX}%`), notExists(db.select({ name: productPhotos.name }).from(productPhotos).where(eq(sql`${PHOTO_PATH_PREFIX} || ${productPhotos.name}`, products.imagePath)))));
  let imported = 0;
  for (const { path } of shown) {
    const name = path!.slice(PHOTO_PATH_PREFIX.length);
    if (!files.has(name)) continue;
    const content = await readFile(join(folder, name));
    const inserted = await db
      .insert(productPhotos)
      .values({ name, contentType: "image/jpeg", sha256: sha256Of(content), size: content.length, content })
      .onConflictDoNothing()
      .returning({ name: productPhotos.name });
    imported += inserted.length;
  }
  if (imported > 0) log.info({ imported, folder }, "product photos moved from the uploads folder into the database");
  return imported;
}

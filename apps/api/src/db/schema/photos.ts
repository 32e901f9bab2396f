import { customType, integer, pgTable, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** bytea: a Buffer on node-postgres, a Uint8Array on PGlite; always handed out as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Product photos sent by staff, in the database so that every API instance serves them with no
 * shared folder. `name` is the last segment of the photo's URL (`/uploads/products/<name>`): the
 * content's SHA-256 for new photos, the old random file name for photos migrated from DATA_DIR.
 */
export const productPhotos = pgTable("product_photos", {
  name: varchar({ length: 100 }).primaryKey(),
  contentType: varchar("content_type", { length: 100 }).notNull(),
  /** Strong validator answered as the ETag (the content's SHA-256, hex). */
  sha256: varchar({ length: 64 }).notNull(),
  size: integer().notNull(),
  content: bytea().notNull(),
  createdAt: createdAt(),
});

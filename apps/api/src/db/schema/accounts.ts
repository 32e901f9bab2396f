import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, normalized, trigram, trigramRaw, updatedAt } from "./columns";
import { ceps } from "./ceps";

/** Backoffice accounts. Documents are stored as digits only. */
export const staffUsers = pgTable("staff_users", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  document: varchar({ length: 14 }).notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  /** Raised by every password change: tokens signed with an earlier value answer 401 (decision 1401). */
  sessionVersion: integer("session_version").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const clients = pgTable(
  "clients",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** Null for a client staff created by name and phone (decision 1711) and once anonymised (decision 1811). */
    document: varchar({ length: 14 }).unique(),
    /** Null only once the client is anonymised (a fulfilled removal request, decision 1811). */
    phone: varchar({ length: 11 }),
    email: text(),
    birthday: date({ mode: "string" }),
    /** Null until the client has a password (a client created by staff has none, decision 1711). */
    passwordHash: text("password_hash"),
    /** Raised by every password change: tokens signed with an earlier value answer 401 (decision 1401). */
    sessionVersion: integer("session_version").notNull().default(0),
    /** When the client's personal data was removed (LGPD); such a client never signs in again. */
    removedAt: timestamp("removed_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("clients_name_search_idx").using("gin", trigram(t.name)),
    index("clients_phone_search_idx").using("gin", trigramRaw(t.phone)),
    index("clients_name_sort_idx").using("btree", normalized(t.name)),
  ],
);

/** Requests from /company/remove-data, kept for staff to act on (and kept once resolved, as the record of it). */
export const dataRemovalRequests = pgTable(
  "data_removal_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text(),
    phone: varchar({ length: 11 }),
    email: text(),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "set null" }),
    /** pending | done | rejected (domain DATA_REMOVAL_STATUSES). */
    status: varchar({ length: 10 }).notNull().default("pending"),
    /** When staff fulfilled or rejected it (the answer's `resolved_at`). */
    handledAt: timestamp("handled_at", { withTimezone: true, mode: "date" }),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index("data_removal_requests_created_idx").on(t.createdAt), index("data_removal_requests_status_idx").on(t.status, t.createdAt)],
);

export const clientAddresses = pgTable(
  "client_addresses",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    alias: text(),
    postalCode: varchar("postal_code", { length: 8 })
      .notNull()
      .references(() => ceps.postalCode, { onUpdate: "cascade" }),
    number: varchar({ length: 10 }).notNull(),
    addressInfo: text("address_info"),
    addressNotes: text("address_notes"),
    /** The client's own neighborhood when it differs from the CEP's (a CEP can span two). */
    neighborhood: text(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("client_addresses_client_idx").on(t.clientId, t.id),
    index("client_addresses_postal_code_idx").on(t.postalCode),
    // At most one default address per client, enforced by the database.
    uniqueIndex("client_addresses_one_default_idx").on(t.clientId).where(sql`${t.isDefault}`),
  ],
);

/** Six-character codes sent by SMS for password recovery; only a keyed hash is stored. */
export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_codes_client_idx").on(t.clientId, t.createdAt)],
);

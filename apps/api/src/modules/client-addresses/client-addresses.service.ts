import { and, asc, desc, eq } from "drizzle-orm";
import { NOT_FOUND_MESSAGES, type Address, type AddressCreateBody, type AddressUpdateBody } from "@forno/domain/schemas";
import type { Database, Executor } from "../../db/client";
import { ceps, clientAddresses } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-errors";
import { CEP_OUT_OF_AREA, activeCep } from "../ceps/ceps.service";

type AddressRow = typeof clientAddresses.$inferSelect;
type CepRow = typeof ceps.$inferSelect;

/** Also the answer for another client's address: its existence is not revealed. */
export const ADDRESS_NOT_FOUND = NOT_FOUND_MESSAGES.address;

function toAddress(row: AddressRow, cep: CepRow): Address {
  return {
    id: row.id,
    alias: row.alias,
    number: row.number,
    address_info: row.addressInfo,
    address_notes: row.addressNotes,
    postal_code: row.postalCode,
    is_default: row.isDefault,
    neighborhood: row.neighborhood ?? cep.neighborhood,
    Cep: { street: cep.street, neighborhood: cep.neighborhood, city: cep.city, state: cep.state, amount: cep.amount },
  };
}

/** The caller's addresses, default first. */
export async function listAddresses(db: Database, clientId: number, take: number, skip: number): Promise<Address[]> {
  const rows = await db
    .select({ address: clientAddresses, cep: ceps })
    .from(clientAddresses)
    .innerJoin(ceps, eq(ceps.postalCode, clientAddresses.postalCode))
    .where(eq(clientAddresses.clientId, clientId))
    .orderBy(desc(clientAddresses.isDefault), asc(clientAddresses.id))
    .limit(take)
    .offset(skip);
  return rows.map(({ address, cep }) => toAddress(address, cep));
}

/** A body naming a CEP outside the delivery areas is a 400 on that field. */
async function requireDeliveryArea(tx: Executor, postalCode: string): Promise<CepRow> {
  const cep = await activeCep(tx, postalCode);
  if (cep === undefined) throw badRequest(CEP_OUT_OF_AREA);
  return cep;
}

async function clearDefault(tx: Executor, clientId: number): Promise<void> {
  await tx
    .update(clientAddresses)
    .set({ isDefault: false })
    .where(and(eq(clientAddresses.clientId, clientId), eq(clientAddresses.isDefault, true)));
}

export async function createAddress(db: Database, clientId: number, body: AddressCreateBody): Promise<Address> {
  return db.transaction(async (tx) => {
    const cep = await requireDeliveryArea(tx, body.postal_code);
    if (body.is_default) await clearDefault(tx, clientId);
    const [row] = await tx
      .insert(clientAddresses)
      .values({
        clientId,
        alias: body.alias,
        postalCode: body.postal_code,
        number: body.number,
        addressInfo: body.address_info,
        addressNotes: body.address_notes,
        neighborhood: body.neighborhood,
        isDefault: body.is_default,
      })
      .returning();
    return toAddress(row!, cep);
  });
}

async function ownedAddress(tx: Executor, clientId: number, id: number): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(clientAddresses)
    .where(and(eq(clientAddresses.id, id), eq(clientAddresses.clientId, clientId)))
    .for("update");
  if (row === undefined) throw notFound(ADDRESS_NOT_FOUND);
  return row;
}

export async function updateAddress(db: Database, clientId: number, id: number, body: AddressUpdateBody): Promise<Address> {
  return db.transaction(async (tx) => {
    const current = await ownedAddress(tx, clientId, id);
    const changes: Partial<typeof clientAddresses.$inferInsert> = {};
    if (body.postal_code !== undefined) changes.postalCode = body.postal_code;
    if (body.number !== undefined) changes.number = body.number;
    if (body.address_info !== undefined) changes.addressInfo = body.address_info;
    if (body.address_notes !== undefined) changes.addressNotes = body.address_notes;
    if (body.alias !== undefined) changes.alias = body.alias;
    if (body.neighborhood !== undefined) changes.neighborhood = body.neighborhood;
    if (body.is_default !== undefined) changes.isDefault = body.is_default;

    // A new CEP must be an active area; keeping the current one is allowed even if it was retired since.
    const postalCode = changes.postalCode ?? current.postalCode;
    const cep =
      changes.postalCode !== undefined && changes.postalCode !== current.postalCode
        ? await requireDeliveryArea(tx, postalCode)
        : (await tx.select().from(ceps).where(eq(ceps.postalCode, postalCode)))[0]!;

    if (changes.isDefault === true && !current.isDefault) await clearDefault(tx, clientId);
    if (Object.keys(changes).length === 0) return toAddress(current, cep);
    const [row] = await tx.update(clientAddresses).set(changes).where(eq(clientAddresses.id, id)).returning();
    return toAddress(row!, cep);
  });
}

export async function deleteAddress(db: Database, clientId: number, id: number): Promise<void> {
  const removed = await db
    .delete(clientAddresses)
    .where(and(eq(clientAddresses.id, id), eq(clientAddresses.clientId, clientId)))
    .returning({ id: clientAddresses.id });
  if (removed.length === 0) throw notFound(ADDRESS_NOT_FOUND);
}

import { and, desc, eq } from "drizzle-orm";
import type { ClientLastAddress, OrderAddress } from "@forno/domain/schemas";
import type { Database } from "../../db/client";
import { ceps, clientAddresses, clients, orders } from "../../db/schema";
import { notFound } from "../../lib/http-errors";
import { CLIENT_NOT_FOUND } from "./clients.service";

/**
 * The address a staff order offers first (decision 1713): the latest delivery order's (where the
 * food last went), else the client's main saved address, else null. 404 for an unknown client.
 */
export async function clientLastAddress(db: Database, clientId: number): Promise<ClientLastAddress> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (client === undefined) throw notFound(CLIENT_NOT_FOUND);
  const [lastOrder] = await db
    .select({ address: orders.address })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.isDelivery, true)))
    .orderBy(desc(orders.id))
    .limit(1);
  if (lastOrder !== undefined) return { address: lastOrder.address as OrderAddress };
  const [saved] = await db
    .select({ address: clientAddresses, street: ceps.street, cepNeighborhood: ceps.neighborhood })
    .from(clientAddresses)
    .innerJoin(ceps, eq(ceps.postalCode, clientAddresses.postalCode))
    .where(eq(clientAddresses.clientId, clientId))
    .orderBy(desc(clientAddresses.isDefault), desc(clientAddresses.id))
    .limit(1);
  if (saved === undefined) return { address: null };
  const { address } = saved;
  return {
    address: {
      address: saved.street,
      alias: address.alias,
      number: address.number,
      neighborhood: address.neighborhood ?? saved.cepNeighborhood,
      postal_code: address.postalCode,
      address_info: address.addressInfo,
      address_notes: address.addressNotes,
    },
  };
}

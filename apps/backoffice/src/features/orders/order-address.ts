import { type Order } from "@forno/domain/schemas";

/** Endereço column: address, number, extra info, neighbourhood and notes (seed 001 section 2.8). */
export function orderAddressText(address: Order["address"]): string {
  if (!address) return "";
  const place = [address.address, address.number].filter(Boolean).join(", ");
  const notes = address.address_notes ? `Ref.: ${address.address_notes}` : null;
  return [place, address.address_info, address.neighborhood, notes].filter(Boolean).join(" - ");
}

import { truncate } from "./truncate";

/** The fields the selected-address text is built from (a saved address with its nested Cep). */
export interface AddressTextSource {
  alias?: string | null;
  number?: string | number | null;
  address_info?: string | null;
  address?: string | null;
  Cep?: { street?: string | null } | null;
}

export const ADDRESS_TEXT_MAX_LENGTH = 60;

/**
 * "Casa - Rua das Flores, 123, Apto 42": alias, street, number and extra info (seed 000 section 4),
 * cut to 60 characters for the headers. The street comes from the nested Cep, or from `address`
 * on an order's address.
 */
export function addressText(source: AddressTextSource, max: number = ADDRESS_TEXT_MAX_LENGTH): string {
  const street = source.Cep?.street ?? source.address ?? "";
  const place = [street, source.number, source.address_info]
    .map((part) => (part == null ? "" : String(part).trim()))
    .filter((part) => part !== "")
    .join(", ");
  const alias = source.alias?.trim();
  const text = alias ? (place ? `${alias} - ${place}` : alias) : place;
  return truncate(text, max);
}

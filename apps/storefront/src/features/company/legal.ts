import { formatCep, formatDocument, formatPhone, onlyDigits } from "@forno/domain/format";
import type { StoreDetails } from "@forno/domain/schemas";

/** Terms and privacy are dated 10 May 2025 (seed 001 sections 2.7 and 9). */
export const LEGAL_DATE = "10 de maio de 2025";

/** The contact e-mail of the legal pages is fixed text, not a setting (seed 001 section 2.7). */
export const CONTACT_EMAIL = "privacidade@forno.example.com";

/** The store's data the legal texts are filled from. */
export interface LegalParty {
  storeName: string;
  legalName: string;
  document: string;
  address: string;
  phone: string;
  phoneHref: string;
  mapsHref: string;
}

/** "Rua Girassol, 350 - Vila Madalena, São Paulo - SP, CEP 05433-001". */
export function storeAddress(info: StoreDetails["store_info"]): string {
  return `${info.street}, ${info.number} - ${info.neighborhood}, ${info.city} - ${info.state}, CEP ${formatCep(info.postal_code)}`;
}

export function legalParty(store: StoreDetails): LegalParty {
  const info = store.store_info;
  const address = storeAddress(info);
  return {
    storeName: store.appearance.name,
    legalName: info.legal_name,
    document: formatDocument(info.legal_document),
    address,
    phone: formatPhone(info.phone),
    phoneHref: `tel:+55${onlyDigits(info.phone)}`,
    mapsHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
  };
}

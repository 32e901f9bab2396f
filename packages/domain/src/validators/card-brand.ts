/** A card brand as Mercado Pago names it (payment_method_id) and as people read it. */
export interface CardBrand {
  id: string;
  name: string;
}

const BRANDS: ReadonlyArray<{ brand: CardBrand; test: (digits: string) => boolean }> = [
  // Elo and Hipercard ranges sit inside Visa's and Mastercard's first digits: they are tried first.
  { brand: { id: "elo", name: "Elo" }, test: (d) => /^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(d) },
  { brand: { id: "hipercard", name: "Hipercard" }, test: (d) => /^(606282|3841)/.test(d) },
  { brand: { id: "amex", name: "American Express" }, test: (d) => /^3[47]/.test(d) },
  { brand: { id: "visa", name: "Visa" }, test: (d) => /^4/.test(d) },
  { brand: { id: "master", name: "Mastercard" }, test: (d) => /^5[0-5]/.test(d) || (Number(d.slice(0, 4)) >= 2221 && Number(d.slice(0, 4)) <= 2720) },
];

/** Any card whose brand the first digits do not tell. */
export const OTHER_CARD_BRAND: CardBrand = { id: "credit_card", name: "Cartão de crédito" };

/** The brand of a card number from its first digits (spaces and hyphens ignored). */
export function cardBrandOf(number: string): CardBrand {
  const digits = number.replace(/[\s-]/g, "");
  return BRANDS.find((entry) => entry.test(digits))?.brand ?? OTHER_CARD_BRAND;
}

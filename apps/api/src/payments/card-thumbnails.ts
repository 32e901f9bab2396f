const KNOWN = new Set(["visa", "master", "amex", "elo", "hipercard"]);

/** The brand thumbnails shipped with the API (assets/images/cards), by Mercado Pago's brand id. */
export function cardThumbnailPath(brandId: string): string {
  return `/images/cards/${KNOWN.has(brandId) ? brandId : "card"}.svg`;
}

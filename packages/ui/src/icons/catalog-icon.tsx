import { createIcon } from "./create-icon";

/** A pizza slice: the catalogue ("Cardápio") entry. */
export const CatalogIcon = createIcon(
  "CatalogIcon",
  <>
    <path d="M12 21 3 5.5c5.6-3.3 12.4-3.3 18 0z" />
    <path d="M4.8 8.6c4.6-2.4 9.8-2.4 14.4 0" />
    <circle cx="10" cy="11" r="1" />
    <circle cx="14" cy="12.5" r="1" />
    <circle cx="12" cy="16" r="1" />
  </>,
);

/** The screens of the ordering flow (seed 000 section 2) after home: their table is ordering-screens.tsx. */
export const ORDERING_PATHS = ["/catalog", "/product", "/cart", "/checkout", "/orders", "/order", "/menu"] as const;

export type OrderingPath = (typeof ORDERING_PATHS)[number];

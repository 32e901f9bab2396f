import type { CartLine } from "@forno/domain/schemas";

/** Browser storage key of the cart (seed 000 section 9). */
export const CART_STORAGE_KEY = "cart";

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== "object") return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === "number" &&
    typeof line.name === "string" &&
    typeof line.amount === "number" &&
    typeof line.quantity === "number" &&
    typeof line.product_group === "string" &&
    Array.isArray(line.additionals) &&
    line.additionals.every(isSelectedAdditional)
  );
}

function isSelectedAdditional(value: unknown): boolean {
  if (!value || typeof value !== "object") return false;
  const additional = (value as { ProductAdditional?: unknown }).ProductAdditional;
  return !!additional && typeof additional === "object" && typeof (additional as { amount?: unknown }).amount === "number";
}

/**
 * Reads what storage holds under `cart`: a JSON array of lines. Anything unreadable is dropped,
 * without pulling zod into the first load; the cart page's error fallback covers the rest.
 */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

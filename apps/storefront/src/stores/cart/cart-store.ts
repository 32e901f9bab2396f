import type { CartLine } from "@forno/domain/schemas";
import { create } from "zustand";
import { priced, withoutGroupOf } from "./cart-lines";
import { CART_STORAGE_KEY, parseStoredCart } from "./cart-storage";

/** Entrega (delivery) or retirada (counter pickup); null until the customer chooses. */
export type DeliveryMethod = "entrega" | "retirada";

interface CartState {
  lines: CartLine[];
  deliveryMethod: DeliveryMethod | null;
  add: (line: CartLine) => void;
  /** Replaces line `index` (the product page editing a cart item). */
  replace: (index: number, line: CartLine) => void;
  /** Removes the line and every line sharing its pizza. */
  removeGroup: (index: number) => void;
  /** Quantity 0 removes the line (and its pizza group). */
  setQuantity: (index: number, quantity: number) => void;
  setDeliveryMethod: (method: DeliveryMethod | null) => void;
  clear: () => void;
}

function readStoredLines(): CartLine[] {
  try {
    return parseStoredCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

/**
 * The cart. localStorage.cart holds the plain array of lines (the same array POST /orders sends as
 * `cart`); the delivery choice is made per visit and not stored.
 */
export const useCartStore = create<CartState>((set) => ({
  lines: readStoredLines(),
  deliveryMethod: null,
  add: (line) => set((state) => ({ lines: [...state.lines, priced(line)] })),
  replace: (index, line) => set((state) => ({ lines: state.lines.map((current, i) => (i === index ? priced(line) : current)) })),
  removeGroup: (index) => set((state) => ({ lines: withoutGroupOf(state.lines, index) })),
  setQuantity: (index, quantity) =>
    set((state) => {
      if (quantity <= 0) return { lines: withoutGroupOf(state.lines, index) };
      return { lines: state.lines.map((line, i) => (i === index ? priced({ ...line, quantity }) : line)) };
    }),
  setDeliveryMethod: (deliveryMethod) => set({ deliveryMethod }),
  clear: () => set({ lines: [] }),
}));

// Every change of the lines is written to storage.
useCartStore.subscribe((state, previous) => {
  if (state.lines === previous.lines) return;
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(state.lines));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this visit.
  }
});

/** Re-reads the stored cart (another tab changed it, or a test wrote storage directly). */
export function reloadCartFromStorage(): void {
  useCartStore.setState({ lines: readStoredLines() });
}

/** Empties the cart, in memory and in storage (after a PAID event, or a cart that cannot render). */
export function clearCart(): void {
  useCartStore.getState().clear();
}

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === CART_STORAGE_KEY) reloadCartFromStorage();
  });
}

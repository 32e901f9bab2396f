import { useCartStore } from "./cart-store";
import { pickingGroup } from "./cart-lines";

/** The product group the next flavour must come from, or null when no pizza is being completed. */
export function usePickingGroup(): string | null {
  return useCartStore((state) => pickingGroup(state.lines));
}

import { create } from "zustand";

/** Browser storage key of the customer's choice to use the loyalty reward ("1" when chosen). */
const REWARD_STORAGE_KEY = "recompensa";

function readStored(): boolean {
  try {
    return localStorage.getItem(REWARD_STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * "Usar recompensa" in the cart (growth.md section 2), kept like the coupon (stores/cart/coupon-code.ts):
 * a reload or a trip to the catalogue keeps it, an order created with it lets it go. Apart from the
 * cart store, so only the cart's chunk loads it.
 */
export const useRewardChoice = create<{ chosen: boolean }>(() => ({ chosen: readStored() }));

export function setRewardChoice(chosen: boolean): void {
  useRewardChoice.setState({ chosen });
  try {
    if (chosen) localStorage.setItem(REWARD_STORAGE_KEY, "1");
    else localStorage.removeItem(REWARD_STORAGE_KEY);
  } catch {
    // Storage blocked: the choice still holds for this visit.
  }
}

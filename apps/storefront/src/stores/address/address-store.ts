import { addressText } from "@forno/domain/format";
import type { Address } from "@forno/domain/schemas";
import { create } from "zustand";

interface AddressState {
  /** The delivery address the customer picked (or that was picked for them). */
  selected: Address | null;
  /** Its display text: alias, street, number, extra info, cut to 60 characters. */
  text: string;
  select: (address: Address) => void;
  /** Sign-out (seed 001 section 2.4) and a 401 clear the choice. */
  reset: () => void;
}

/** The address slice of the global state (seed 000 section 3, seed 001 "Global state"). */
export const useAddressStore = create<AddressState>((set) => ({
  selected: null,
  text: "",
  select: (address) => set({ selected: address, text: addressText(address) }),
  reset: () => set({ selected: null, text: "" }),
}));

/** For the sign-out screen and the 401 handler: forget the selected address. */
export function resetSelectedAddress(): void {
  useAddressStore.getState().reset();
}

/** The address to select automatically: the default one, else the first; null without addresses. */
export function automaticAddress(addresses: readonly Address[]): Address | null {
  return addresses.find((address) => address.is_default) ?? addresses[0] ?? null;
}

import { createContext, type ReactNode, useContext } from "react";

export interface AddressPickerProps {
  open: boolean;
  onClose: () => void;
}

const AddressPickerContext = createContext<(props: AddressPickerProps) => ReactNode>(() => null);

/**
 * The address picker is a screen piece (features/profile); the header and the cart's delivery
 * choice sit below the features, so the app fills this slot (root layout) instead of them
 * importing it. Without a provider the slot renders nothing.
 */
export const AddressPickerSlot = AddressPickerContext.Provider;

/** Renders whatever picker the app put in the slot. */
export function AddressPicker(props: AddressPickerProps) {
  return useContext(AddressPickerContext)(props);
}

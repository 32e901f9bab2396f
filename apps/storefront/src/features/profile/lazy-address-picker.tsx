import { lazy, Suspense } from "react";
import type { AddressPickerProps } from "../../components/navigation/address-picker-slot";

const AddressPicker = lazy(() => import("./address-picker").then((m) => ({ default: m.AddressPicker })));

/** The picker's code (a dialog) loads the first time it opens, keeping it out of the first load. */
export function LazyAddressPicker({ open, onClose }: AddressPickerProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AddressPicker open onClose={onClose} />
    </Suspense>
  );
}

export function prefetchAddressPicker(): void {
  void import("./address-picker");
}

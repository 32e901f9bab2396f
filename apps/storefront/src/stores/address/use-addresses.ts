import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "../../lib/api";
import { useToken } from "../../lib/session/session-store";
import { automaticAddress, useAddressStore } from "./address-store";

/** Saved addresses, fetched only when a token exists (seed 000 section 6). */
export function useAddresses() {
  const token = useToken();
  return useQuery({ ...api.addresses.listQuery(), enabled: token !== null });
}

/**
 * When no address is selected (or the selected one is gone) and the customer has addresses, the
 * default address, else the first, is selected (seed 000 section 4). A changed copy of the selected
 * address (edited elsewhere) replaces it, so the fee and text stay current.
 */
export function useAutoSelectAddress(): void {
  const { data: addresses } = useAddresses();
  const selected = useAddressStore((state) => state.selected);
  const select = useAddressStore((state) => state.select);
  const reset = useAddressStore((state) => state.reset);

  useEffect(() => {
    if (!addresses) return;
    const current = selected ? addresses.find((address) => address.id === selected.id) : undefined;
    if (current) {
      if (current !== selected && JSON.stringify(current) !== JSON.stringify(selected)) select(current);
      return;
    }
    const next = automaticAddress(addresses);
    if (next) select(next);
    else if (selected) reset();
  }, [addresses, selected, select, reset]);
}

import { ChevronDownIcon, PinIcon } from "@forno/ui/icons";
import { useState } from "react";
import { useAddressStore } from "../../stores/address/address-store";
import { AddressPicker } from "./address-picker-slot";
import styles from "./header.module.css";

/** The header's title: the selected address (first 60 characters); a tap opens the address picker (the slot the app fills). */
export function AddressTitle() {
  const [open, setOpen] = useState(false);
  const text = useAddressStore((state) => state.text);
  return (
    <>
      <button type="button" className={styles.address} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <PinIcon className={styles.pin} size={18} />
        <span className={styles.addressText}>
          <span className={styles.addressLabel}>{text ? "Entregar em" : "Endereço de entrega"}</span>
          <span className={styles.addressValue}>{text || "Selecione um endereço"}</span>
        </span>
        <ChevronDownIcon size={18} />
      </button>
      <AddressPicker open={open} onClose={() => setOpen(false)} />
    </>
  );
}

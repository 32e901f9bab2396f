import { addressText } from "@forno/domain/format";
import { Button } from "@forno/ui/button";
import { Dialog } from "@forno/ui/dialog";
import { CheckIcon, PinIcon, StarIcon } from "@forno/ui/icons";
import { Spinner } from "@forno/ui/spinner";
import { Link } from "react-router";
import type { AddressPickerProps } from "../../components/navigation/address-picker-slot";
import { useAddressStore } from "../../stores/address/address-store";
import { useAddresses } from "../../stores/address/use-addresses";
import styles from "./address-picker.module.css";


/** 'Selecione um endereço': the saved addresses, the default marked with a star, and Cancelar. */
export function AddressPicker({ open, onClose }: AddressPickerProps) {
  const { data: addresses, isLoading } = useAddresses();
  const selected = useAddressStore((state) => state.selected);
  const select = useAddressStore((state) => state.select);
  const list = addresses ?? [];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Selecione um endereço"
      hideCloseButton
      footer={
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
      }
    >
      {isLoading ? (
        <Spinner label="Carregando endereços..." />
      ) : list.length === 0 ? (
        <div className={styles.empty}>
          <p>Nenhum endereço encontrado.</p>
          <Link to="/profile/address/manage" onClick={onClose} className={styles.add}>
            Adicione um novo endereço.
          </Link>
        </div>
      ) : (
        <ul className={styles.list}>
          {list.map((address) => {
            const isSelected = selected?.id === address.id;
            return (
              <li key={address.id}>
                <button
                  type="button"
                  className={styles.option}
                  aria-pressed={isSelected}
                  onClick={() => {
                    select(address);
                    onClose();
                  }}
                >
                  <PinIcon className={styles.pin} size={20} />
                  <span className={styles.text}>
                    <span className={styles.line}>{addressText(address, Number.POSITIVE_INFINITY)}</span>
                    <span className={styles.meta}>
                      {address.Cep.neighborhood}
                      {address.address_notes ? ` · Referência: ${address.address_notes}` : ""}
                    </span>
                  </span>
                  {address.is_default ? <StarIcon className={styles.star} size={20} title="Principal" /> : null}
                  {isSelected ? <CheckIcon className={styles.check} size={20} /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}

import { addressText, formatCep } from "@forno/domain/format";
import type { Address } from "@forno/domain/schemas";
import { Badge } from "@forno/ui/badge";
import { Button } from "@forno/ui/button";
import { EditIcon, PinIcon, TrashIcon } from "@forno/ui/icons";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import styles from "./addresses-page.module.css";

export interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved address: alias, street and number, neighbourhood and city, CEP, reference; edit and delete. */
export function AddressCard({ address, onEdit, onDelete }: AddressCardProps) {
  const { Cep } = address;
  const name = addressText(address, Number.POSITIVE_INFINITY);
  const place = [Cep.street, address.number, address.address_info].filter(Boolean).join(", ");
  return (
    <li className={styles.card}>
      <div className={styles.head}>
        <PinIcon className={styles.pin} size={20} />
        <p className={styles.alias}>{address.alias || Cep.street}</p>
        {address.is_default ? <Badge tone="success">Principal</Badge> : null}
      </div>
      <p className={styles.line}>{place}</p>
      <p className={styles.meta}>
        {Cep.neighborhood}, {Cep.city} - {Cep.state} · <span className={styles.nowrap}>CEP {formatCep(address.postal_code)}</span>
      </p>
      {address.address_notes ? <p className={styles.meta}>Referência: {address.address_notes}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onEdit}>
          <EditIcon size={18} />
          Editar<VisuallyHidden> {name}</VisuallyHidden>
        </Button>
        <Button variant="ghost" className={styles.delete} onClick={onDelete}>
          <TrashIcon size={18} />
          Excluir<VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      </div>
    </li>
  );
}

import { formatDateTime, storeClockParts } from "@forno/domain/format";
import { CheckIcon, CrossIcon } from "@forno/ui/icons";
import { Money } from "@forno/ui/money";
import styles from "./data-table.module.css";

/** A tick or a cross, named "Sim" / "Não" for screen readers. */
export function BooleanCell({ value }: { value: boolean }) {
  return value ? (
    <CheckIcon size={18} title="Sim" className={styles.yes} />
  ) : (
    <CrossIcon size={18} title="Não" className={styles.no} />
  );
}

/** R$ 49,90; `emptyText` when there is no amount (a CEP area on the default fee). */
export function MoneyCell({ value, emptyText = "—" }: { value: number | null | undefined; emptyText?: string }) {
  return value === null || value === undefined ? <span className={styles.muted}>{emptyText}</span> : <Money value={value} />;
}

/** Date and time in São Paulo: 10/05/25, 17:30:00; `compact` shows 10/05 17:30 (the full text as a tooltip). */
export function DateTimeCell({ value, compact = false }: { value: string | null | undefined; compact?: boolean }) {
  if (!value) return <span className={styles.muted}>—</span>;
  if (!compact) return <time dateTime={value}>{formatDateTime(value)}</time>;
  const p = storeClockParts(value);
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {`${p.day}/${p.month} ${p.hour}:${p.minute}`}
    </time>
  );
}

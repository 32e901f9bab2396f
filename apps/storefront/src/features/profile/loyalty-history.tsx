import { formatDate } from "@forno/domain/format";
import type { LoyaltyHistoryEntry } from "@forno/domain/schemas";
import styles from "./profile-loyalty.module.css";

/** "+2", "-10". */
const changeText = (change: number) => (change > 0 ? `+${change}` : String(change));

/** The card's history (date, change, reason), newest first, collapsed under "Histórico de selos". */
export function LoyaltyHistory({ entries }: { entries: readonly LoyaltyHistoryEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <details className={styles.history}>
      <summary className={styles.summary}>Histórico de selos</summary>
      <ul className={styles.entries}>
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className={styles.entry}>
            <time dateTime={entry.at} className={styles.date}>
              {formatDate(entry.at)}
            </time>
            <span className={entry.change > 0 ? styles.gain : styles.loss}>{changeText(entry.change)}</span>
            <span className={styles.reason}>{entry.reason}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

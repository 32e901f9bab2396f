import { formatDate, formatTime } from "@forno/domain/format";
import type { LoyaltyHistoryEntry } from "@forno/domain/schemas";
import styles from "./loyalty-stamps.module.css";

/** Who wrote an entry: the orders themselves, the staff member reading it, or another one by name. */
function whoText(entry: LoyaltyHistoryEntry, staffId: number | null): string {
  if (entry.staff_id === null) return "Automático";
  return entry.staff_id === staffId ? "Você" : (entry.staff_name ?? "Equipe");
}

/** "+2", "−1". */
const changeText = (change: number) => `${change > 0 ? "+" : "−"}${Math.abs(change)}`;

/** A client's stamp history, newest first (decision 3231): when, how many, why, who. */
export function LoyaltyHistory({ history, staffId }: { history: readonly LoyaltyHistoryEntry[]; staffId: number | null }) {
  if (history.length === 0) return <p className={styles.muted}>Nenhum selo no histórico ainda.</p>;
  return (
    <table className={styles.history}>
      <caption>Histórico</caption>
      <thead>
        <tr>
          <th scope="col">Data</th>
          <th scope="col" className={styles.change}>
            Selos
          </th>
          <th scope="col">Motivo</th>
          <th scope="col">Quem</th>
        </tr>
      </thead>
      <tbody>
        {history.map((entry, index) => (
          <tr key={`${entry.at}-${index}`}>
            <td>
              <time dateTime={entry.at}>{`${formatDate(entry.at)} ${formatTime(entry.at)}`}</time>
            </td>
            <td className={styles.change}>{changeText(entry.change)}</td>
            <td>{entry.reason}</td>
            <td>{whoText(entry, staffId)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

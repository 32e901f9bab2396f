import { type Comparison } from "@forno/domain/reports";
import { differenceText } from "./report-format";
import styles from "./reports.module.css";

export interface FigureCardProps {
  label: string;
  comparison: Comparison;
  format: (value: number) => string;
  kind: "money" | "count";
  /** For cancellations, more is worse: the colour follows, the arrow and sign still say the direction. */
  lowerIsBetter?: boolean;
}

/** One of today's figures with last week's same weekday and the difference (signs and words, colour only as a hint). */
export function FigureCard({ label, comparison, format, kind, lowerIsBetter = false }: FigureCardProps) {
  const better = lowerIsBetter ? comparison.difference < 0 : comparison.difference > 0;
  const tone = comparison.difference === 0 ? undefined : better ? styles.up : styles.down;
  return (
    <div className={styles.card} data-testid={`figure-${label}`}>
      <dt className={styles.cardLabel}>{label}</dt>
      <dd className={styles.cardValue}>{format(comparison.current)}</dd>
      <dd className={styles.cardCompare}>
        Semana passada: {format(comparison.previous)} · <span className={tone}>{differenceText(comparison, kind)}</span>
      </dd>
    </div>
  );
}

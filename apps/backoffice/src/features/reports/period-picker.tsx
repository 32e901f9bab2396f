import { REPORT_PRESETS, type ReportPeriod, presetPeriod, reportPeriodProblem } from "@forno/domain/reports";
import { Button } from "@forno/ui/button";
import { useState } from "react";
import styles from "./reports.module.css";

export interface PeriodPickerProps {
  period: ReportPeriod;
  today: string;
  onChange: (period: ReportPeriod) => void;
}

/** Hoje, 7 dias, 30 dias, Este mês, or two dates (checked with the API's rule before asking). */
export function PeriodPicker({ period, today, onChange }: PeriodPickerProps) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (next: ReportPeriod) => {
    setFrom(next.from);
    setTo(next.to);
    setProblem(null);
    onChange(next);
  };
  const apply = () => {
    const found = reportPeriodProblem({ from, to });
    setProblem(found);
    if (found === null) onChange({ from, to });
  };
  return (
    <div className={styles.picker}>
      <fieldset className={styles.presets}>
        <legend className={styles.cardLabel}>Período</legend>
        {REPORT_PRESETS.map((preset) => {
          const presetDates = presetPeriod(preset.key, today);
          const pressed = presetDates.from === period.from && presetDates.to === period.to;
          return (
            <Button key={preset.key} variant="secondary" className={styles.preset} aria-pressed={pressed} onClick={() => choose(presetDates)}>
              {preset.label}
            </Button>
          );
        })}
      </fieldset>
      <form
        className={styles.dates}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <label className={styles.date}>
          De
          <input type="date" value={from} max={today} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label className={styles.date}>
          Até
          <input type="date" value={to} max={today} onChange={(event) => setTo(event.target.value)} />
        </label>
        <Button type="submit" variant="secondary">
          Aplicar
        </Button>
        {problem ? (
          <p role="alert" className={styles.down}>
            {problem}
          </p>
        ) : null}
      </form>
    </div>
  );
}

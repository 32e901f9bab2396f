import { scheduledForText } from "@forno/domain/orders";
import type { OrderingMode } from "@forno/domain/store-hours";
import { useState } from "react";
import { SlotList } from "./slot-list";
import { scheduleDays } from "./schedule-days";
import styles from "./schedule-choice.module.css";

export type OrderTiming = "now" | "scheduled";

export interface ScheduleChoiceProps {
  mode: Exclude<OrderingMode, "none">;
  timing: OrderTiming;
  onTiming: (timing: OrderTiming) => void;
  /** The chosen slot start (ISO instant), or null. */
  slot: string | null;
  onSlot: (slot: string | null) => void;
  maxDays: number;
  /** Shown under "Agora" when the store is closed ("Fechado · abre terça às 18:00"). */
  closedText: string | null;
}

/**
 * "Quando?": "Agora" (only while the store is open) or "Agendar": a day within the horizon, then
 * that day's slots from GET /orders/slots, full ones disabled. Loaded lazily by the cart.
 */
export default function ScheduleChoice({ mode, timing, onTiming, slot, onSlot, maxDays, closedText }: ScheduleChoiceProps) {
  const [days] = useState(() => scheduleDays(Date.now(), maxDays));
  const [date, setDate] = useState(() => days[0]?.date ?? "");
  const scheduled = mode === "scheduled-only" || timing === "scheduled";
  return (
    <section className={styles.section} aria-labelledby="quando" id="quando-section">
      <fieldset className={styles.timing}>
        <legend id="quando" className={styles.legend}>
          Quando?
        </legend>
        <label className={styles.option}>
          <input type="radio" name="quando" checked={!scheduled} disabled={mode === "scheduled-only"} onChange={() => onTiming("now")} />
          <span className={styles.title}>Agora</span>
          {closedText ? <span className={styles.detail}>{closedText}</span> : null}
        </label>
        <label className={styles.option}>
          <input type="radio" name="quando" checked={scheduled} onChange={() => onTiming("scheduled")} />
          <span className={styles.title}>Agendar</span>
          <span className={styles.detail}>{slot && scheduled ? `Para ${scheduledForText(slot)}` : "Escolha o dia e o horário"}</span>
        </label>
      </fieldset>
      {scheduled ? (
        <>
          <fieldset className={styles.days}>
            <legend className={styles.subLegend}>Dia</legend>
            <div className={styles.dayRow}>
              {days.map((day) => (
                <label key={day.date} className={styles.day}>
                  <input
                    type="radio"
                    name="dia"
                    checked={date === day.date}
                    onChange={() => {
                      setDate(day.date);
                      onSlot(null);
                    }}
                  />
                  <span className={styles.dayName}>{day.name}</span>
                  <span className={styles.dayLabel}>{day.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <SlotList date={date} value={slot} onChange={onSlot} />
        </>
      ) : null}
    </section>
  );
}

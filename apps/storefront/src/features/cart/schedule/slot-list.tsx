import { formatTime } from "@forno/domain/format";
import { Skeleton } from "@forno/ui/skeleton";
import { useOrderSlots } from "./use-order-slots";
import styles from "./schedule-choice.module.css";

export interface SlotListProps {
  date: string;
  value: string | null;
  onChange: (slot: string) => void;
}

/** The day's slots as radio chips; a full slot (available 0) stays listed, disabled, marked "Esgotado". */
export function SlotList({ date, value, onChange }: SlotListProps) {
  const { data: slots, isPending, isError } = useOrderSlots(date);
  return (
    <fieldset className={styles.slots} aria-busy={isPending}>
      <legend className={styles.subLegend}>Horário</legend>
      {isPending ? <Skeleton lines={2} /> : null}
      {isError ? <p className={styles.empty}>Não foi possível carregar os horários. Tente novamente.</p> : null}
      {slots && slots.length === 0 ? <p className={styles.empty}>Sem horários disponíveis neste dia.</p> : null}
      {slots && slots.length > 0 ? (
        <div className={styles.slotGrid}>
          {slots.map((slot) => {
            const full = slot.available === 0;
            return (
              <label key={slot.start} className={styles.slot}>
                <input type="radio" name="horario" value={slot.start} checked={value === slot.start} disabled={full} onChange={() => onChange(slot.start)} />
                <span className={styles.slotTime}>{formatTime(slot.start)}</span>
                {full ? <span className={styles.full}>Esgotado</span> : null}
              </label>
            );
          })}
        </div>
      ) : null}
    </fieldset>
  );
}

import { Button } from "@forno/ui/button";
import { IconButton } from "@forno/ui/icon-button";
import { CopyIcon, PlusIcon, TrashIcon } from "@forno/ui/icons";
import { Fragment, useState } from "react";
import { DAY_TITLES } from "./day-names";
import { addInterval, changeInterval, copyDay, removeInterval, type WeekDraft } from "./week-draft";
import styles from "./hours-page.module.css";

export interface WeekEditorProps {
  draft: WeekDraft;
  onChange: (draft: WeekDraft) => void;
}

/** The week as a table: per day its intervals (time inputs), "Adicionar horário", remove, and "Copiar para". */
export function WeekEditor({ draft, onChange }: WeekEditorProps) {
  const [copying, setCopying] = useState<number | null>(null);
  return (
    <table className={styles.week}>
      <caption className={styles.caption}>Semana (um horário que fecha antes de abrir termina no dia seguinte)</caption>
      <thead>
        <tr>
          <th scope="col">Dia</th>
          <th scope="col">Horários</th>
          <th scope="col">
            <span className={styles.srOnly}>Ações</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {draft.map((intervals, day) => {
          const title = DAY_TITLES[day] ?? "";
          return (
            <tr key={title}>
              <th scope="row" className={styles.dayCell}>
                {title}
              </th>
              <td>
                {intervals.length === 0 ? <p className={styles.muted}>Fechado</p> : null}
                <ul className={styles.intervals}>
                  {intervals.map((interval, position) => (
                    <li key={interval.key} className={styles.interval}>
                      {(["opens", "closes"] as const).map((edge) => (
                        <Fragment key={edge}>
                          {edge === "closes" ? <span aria-hidden="true">às</span> : null}
                          <input
                            type="time"
                            className={styles.time}
                            aria-label={`${title}, horário ${position + 1}: ${edge === "opens" ? "abre" : "fecha"} às`}
                            value={interval[edge]}
                            onChange={(event) => onChange(changeInterval(draft, day, interval.key, { [edge]: event.target.value }))}
                          />
                        </Fragment>
                      ))}
                      <IconButton aria-label={`Remover horário ${position + 1} de ${title}`} onClick={() => onChange(removeInterval(draft, day, interval.key))}>
                        <TrashIcon />
                      </IconButton>
                    </li>
                  ))}
                </ul>
                {copying === day ? (
                  <CopyTargets
                    from={day}
                    onCancel={() => setCopying(null)}
                    onCopy={(targets) => {
                      onChange(copyDay(draft, day, targets));
                      setCopying(null);
                    }}
                  />
                ) : null}
              </td>
              <td className={styles.rowActions}>
                <Button variant="secondary" onClick={() => onChange(addInterval(draft, day))} aria-label={`Adicionar horário em ${title}`}>
                  <PlusIcon size={16} /> <span className={styles.actionWord}>Adicionar</span>
                </Button>
                <Button variant="ghost" onClick={() => setCopying(copying === day ? null : day)} aria-expanded={copying === day} aria-label={`Copiar horários de ${title} para outros dias`}>
                  <CopyIcon size={16} /> <span className={styles.actionWord}>Copiar</span>
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The days to copy one day's hours to (checkboxes), then "Copiar". */
function CopyTargets({ from, onCopy, onCancel }: { from: number; onCopy: (targets: number[]) => void; onCancel: () => void }) {
  const [targets, setTargets] = useState<number[]>([]);
  return (
    <fieldset className={styles.copy}>
      <legend>Copiar os horários de {DAY_TITLES[from]} para:</legend>
      <div className={styles.copyDays}>
        {DAY_TITLES.map((title, day) =>
          day === from ? null : (
            <label key={title} className={styles.copyDay}>
              <input
                type="checkbox"
                checked={targets.includes(day)}
                onChange={(event) => setTargets(event.target.checked ? [...targets, day] : targets.filter((target) => target !== day))}
              />
              {title}
            </label>
          ),
        )}
      </div>
      <div className={styles.copyActions}>
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
        <Button variant="secondary" disabled={targets.length === 0} onClick={() => onCopy(targets)}>
          Copiar
        </Button>
      </div>
    </fieldset>
  );
}

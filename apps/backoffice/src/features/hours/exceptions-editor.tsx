import { Button } from "@forno/ui/button";
import { IconButton } from "@forno/ui/icon-button";
import { PlusIcon, TrashIcon } from "@forno/ui/icons";
import { newException, type DraftException } from "./exceptions-draft";
import styles from "./hours-page.module.css";

export interface ExceptionsEditorProps {
  draft: DraftException[];
  onChange: (draft: DraftException[]) => void;
  /** Today's local date: where a new exception starts. */
  today: string;
}

/** Dates with other hours: closed all day (a holiday) or special hours, one row each. */
export function ExceptionsEditor({ draft, onChange, today }: ExceptionsEditorProps) {
  const update = (key: number, change: Partial<DraftException>) => onChange(draft.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <div className={styles.exceptions}>
      {draft.length === 0 ? <p className={styles.muted}>Nenhuma data com horário diferente.</p> : null}
      <ul className={styles.exceptionList}>
        {draft.map((row) => {
          const name = row.date ? row.date.split("-").reverse().join("/") : "nova data";
          return (
            <li key={row.key} className={styles.exception}>
              <input type="date" className={styles.time} aria-label={`Data (${name})`} value={row.date} onChange={(event) => update(row.key, { date: event.target.value })} />
              <select
                className={styles.time}
                aria-label={`Como a loja abre em ${name}`}
                value={row.closed ? "closed" : "special"}
                onChange={(event) => update(row.key, { closed: event.target.value === "closed" })}
              >
                <option value="closed">Fechado o dia todo</option>
                <option value="special">Horário especial</option>
              </select>
              {row.closed ? null : (
                <>
                  <input type="time" className={styles.time} aria-label={`${name}: abre às`} value={row.opens} onChange={(event) => update(row.key, { opens: event.target.value })} />
                  <span aria-hidden="true">às</span>
                  <input type="time" className={styles.time} aria-label={`${name}: fecha às`} value={row.closes} onChange={(event) => update(row.key, { closes: event.target.value })} />
                </>
              )}
              <IconButton aria-label={`Remover a exceção de ${name}`} onClick={() => onChange(draft.filter((other) => other.key !== row.key))}>
                <TrashIcon />
              </IconButton>
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" onClick={() => onChange([...draft, newException(today)])}>
        <PlusIcon size={16} /> Adicionar data
      </Button>
    </div>
  );
}

import { formatNameList, parseNameList } from "@forno/domain/catalog";
import { ChevronDownIcon, ChevronUpIcon } from "@forno/ui/icons";
import { IconButton } from "@forno/ui/icon-button";
import styles from "./name-order-field.module.css";

export interface NameOrderFieldProps {
  /** The stored list ("Tradicionais, Especiais, Doces"). */
  value: string;
  onChange: (value: string) => void;
  label: string;
}

/** The catalogue's order (decision 2101): each name moves up or down one place; the text box below adds or removes names. */
export default function NameOrderField({ value, onChange, label }: NameOrderFieldProps) {
  const names = parseNameList(value);
  const move = (from: number, to: number) => {
    const next = [...names];
    const [name] = next.splice(from, 1);
    next.splice(to, 0, name!);
    onChange(formatNameList(next));
  };
  if (names.length === 0) return null;
  return (
    <ol className={styles.list} aria-label={label}>
      {names.map((name, index) => (
        <li key={name} className={styles.item}>
          <span className={styles.position}>{index + 1}.</span>
          <span className={styles.name}>{name}</span>
          <IconButton aria-label={`Subir ${name}`} disabled={index === 0} onClick={() => move(index, index - 1)}>
            <ChevronUpIcon size={18} />
          </IconButton>
          <IconButton aria-label={`Descer ${name}`} disabled={index === names.length - 1} onClick={() => move(index, index + 1)}>
            <ChevronDownIcon size={18} />
          </IconButton>
        </li>
      ))}
    </ol>
  );
}

import { IconButton } from "@forno/ui/icon-button";
import { CloseIcon } from "@forno/ui/icons";
import styles from "./catalog-search.module.css";

export interface CatalogSearchProps {
  value: string;
  onChange: (value: string) => void;
  onClose: () => void;
}

/** The search field the toggle reveals; matches name or description, ignoring case and accents. */
export function CatalogSearch({ value, onChange, onClose }: CatalogSearchProps) {
  return (
    <div className={styles.search} role="search">
      <input
        type="search"
        className={styles.input}
        placeholder="Buscar produto..."
        aria-label="Buscar produto"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose();
        }}
        // The toggle was pressed to type: focus follows the person's intent.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        enterKeyHint="search"
      />
      <IconButton aria-label="Fechar busca" onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}

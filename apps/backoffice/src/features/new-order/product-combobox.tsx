import { normaliseForSearch, searchProducts } from "@forno/domain/catalog";
import type { Product } from "@forno/domain/schemas";
import { TextField } from "@forno/ui/text-field";
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from "react";
import styles from "./product-combobox.module.css";

interface ProductComboboxProps {
  products: readonly Product[];
  /** The chosen product's id, "" for none. */
  value: string;
  onChange: (productId: string) => void;
}

function groupsOf(products: readonly Product[]): Array<[string, Product[]]> {
  const groups = new Map<string, Product[]>();
  for (const product of products) groups.set(product.product_group, [...(groups.get(product.product_group) ?? []), product]);
  return [...groups.entries()];
}

/**
 * "Produto": type a few letters and the catalogue narrows as you type (name or description, accents
 * and case ignored), grouped by product group (decision 3707). The WAI-ARIA combobox pattern: the
 * input keeps the focus, ArrowDown/ArrowUp walk the options (aria-activedescendant), Enter takes the
 * one pointed at (or, after typing, the first match), Escape closes the list, then clears the text.
 * A pick by mouse or touch keeps the focus in the input.
 */
export function ProductCombobox({ products, value, onChange }: ProductComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const chosen = products.find((product) => String(product.id) === value);
  const [text, setText] = useState(chosen?.name ?? "");
  const [open, setOpen] = useState(false);
  // -1: no option pointed at yet (typing does not move the pointer; ArrowDown does).
  const [active, setActive] = useState(-1);
  // The chosen product's own name shows the whole list again (the person is choosing anew).
  const query = chosen && normaliseForSearch(text) === normaliseForSearch(chosen.name) ? "" : text;
  const matches = useMemo(() => searchProducts(products, query), [products, query]);
  const groups = useMemo(() => groupsOf(matches), [matches]);
  const ordered = groups.flatMap(([, entries]) => entries);
  const activeProduct = open && active >= 0 ? ordered[Math.min(active, ordered.length - 1)] : undefined;
  const optionId = (product: Product) => `${id}-option-${product.id}`;
  const activeId = activeProduct ? optionId(activeProduct) : undefined;

  // The active option stays in view as the arrows walk a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const choose = (product: Product) => {
    setText(product.name);
    setOpen(false);
    onChange(String(product.id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (ordered.length === 0) return;
      const last = ordered.length - 1;
      setActive((current) => {
        if (!open || current < 0) return event.key === "ArrowDown" ? 0 : last;
        const next = Math.min(current, last) + (event.key === "ArrowDown" ? 1 : -1);
        return next > last ? 0 : next < 0 ? last : next;
      });
    } else if (event.key === "Enter") {
      // The option pointed at, else the first match: "calab" then Enter takes Calabresa.
      const target = activeProduct ?? (open && query.trim() !== "" ? ordered[0] : undefined);
      if (!target) return;
      event.preventDefault();
      choose(target);
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (open) setOpen(false);
      else {
        setText("");
        onChange("");
      }
    }
  };

  return (
    <div className={styles.field}>
      <TextField
        id={id}
        label="Produto"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="Digite para buscar"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
          if (value) onChange("");
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div id={listId} role="listbox" aria-label="Produtos" className={styles.list} hidden={!open || ordered.length === 0}>
        {groups.map(([group, entries]) => (
          <div key={group} role="group" aria-label={group}>
            <div className={styles.group} aria-hidden="true">
              {group}
            </div>
            {entries.map((product) => (
              // The combobox pattern: the input keeps the focus and the keys (aria-activedescendant);
              // the options are pointed at, never focused, and a click is their only own event.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={product.id}
                id={optionId(product)}
                role="option"
                aria-selected={product === activeProduct}
                className={styles.option}
                // Before the input's blur: the list stays until the choice is made.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(product)}
              >
                {product.name}
              </div>
            ))}
          </div>
        ))}
      </div>
      {open && ordered.length === 0 ? (
        <p className={styles.empty} role="status">
          Nenhum produto com “{text.trim()}”.
        </p>
      ) : null}
    </div>
  );
}

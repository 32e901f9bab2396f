import { Button } from "@forno/ui/button";
import { Select } from "@forno/ui/select";
import { TextField } from "@forno/ui/text-field";
import { useEffect, useRef, useState } from "react";
import { type FilterValues } from "./use-table-url-state";
import { type FilterDef } from "./types";
import styles from "./data-table.module.css";

/** Filters apply after a 500 ms pause in typing (seed 001 section 9). */
export const FILTER_PAUSE_MS = 500;

export interface FilterBarProps {
  filters: readonly FilterDef[];
  values: FilterValues;
  onApply: (values: FilterValues) => void;
}

function sameFilters(a: FilterValues, b: FilterValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? "").trim() === (b[key] ?? "").trim());
}

/**
 * The filter fields above a table. What is typed shows at once; it reaches the URL (and so the
 * query) only after the pause, so a staff member typing "calabresa" sends one request, not nine.
 */
export function FilterBar({ filters, values, onApply }: FilterBarProps) {
  const [draft, setDraft] = useState(values);
  const [applied, setApplied] = useState(values);
  // What this bar last sent to the URL: when it comes back as `values`, it is our own echo.
  const [sent, setSent] = useState<FilterValues | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed from elsewhere (back button, a shared link): show what applies. When the change
  // is the echo of what this bar applied, the fields keep whatever was typed since (never lost).
  if (!sameFilters(applied, values)) {
    setApplied(values);
    const ownEcho = sent !== null && sameFilters(sent, values);
    if (!ownEcho && !sameFilters(draft, values)) setDraft(values);
  }

  function apply(next: FilterValues) {
    setSent(next);
    onApply(next);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function change(param: string, value: string) {
    const next = { ...draft, [param]: value };
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), FILTER_PAUSE_MS);
  }

  function clear() {
    clearTimeout(timer.current);
    const empty = Object.fromEntries(filters.map((filter) => [filter.param, ""]));
    setDraft(empty);
    apply(empty);
  }

  const anySet = Object.values(draft).some((value) => value.trim() !== "");

  return (
    <div role="search" className={styles.filters} aria-label="Filtros">
      {filters.map((filter) =>
        <div key={filter.param} className={styles.filter} style={{ width: filter.width }}>
          {filter.kind === "select" ? (
            <Select
              label={filter.label}
              name={filter.param}
              options={filter.options ?? []}
              value={draft[filter.param] ?? ""}
              onChange={(event) => change(filter.param, event.target.value)}
            />
          ) : (
            <TextField
              label={filter.label}
              name={filter.param}
              type="search"
              inputMode={filter.kind === "number" ? "decimal" : undefined}
              autoComplete="off"
              value={draft[filter.param] ?? ""}
              onChange={(event) => change(filter.param, event.target.value)}
            />
          )}
        </div>
      )}
      <Button variant="ghost" className={styles.clear} onClick={clear} disabled={!anySet}>
        Limpar filtros
      </Button>
    </div>
  );
}

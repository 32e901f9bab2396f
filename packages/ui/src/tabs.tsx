import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cx } from "./class-names";
import styles from "./tabs.module.css";

export interface TabItem {
  value: string;
  label: ReactNode;
  /** The panel shown while this tab is selected. Leave every panel out to use the tabs as a section switcher. */
  panel?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list ("Categorias", "Opções do produto"). */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Sticks to the top while the page scrolls (the catalogue's group tabs); offset with --tabs-sticky-top. */
  sticky?: boolean;
  /** On a window 720 px wide or more the tabs wrap onto more rows instead of scrolling: every one stays in sight (Minha loja's ten sections). */
  wrap?: boolean;
  className?: string;
  panelClassName?: string;
}

/**
 * WAI-ARIA tabs: one Tab stop for the list, Left/Right (wrapping), Home and End move the
 * selection, which follows focus. The list scrolls sideways on a phone and keeps the selected
 * tab in view.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, sticky = false, wrap = false, className, panelClassName }: TabsProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(() => defaultValue ?? items.find((item) => !item.disabled)?.value);
  const selected = value ?? ownValue;
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = items.findIndex((item) => item.value === selected);
  const hasPanels = items.some((item) => item.panel !== undefined);

  useEffect(() => {
    // Scroll the bar itself (never the page) so the selected tab sits in the middle.
    const list = listRef.current;
    const tab = tabRefs.current[selectedIndex];
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    // Measured against the list itself: offsetLeft counts from the offset parent, which is not the
    // list when the list sits further right (a centred column on a desktop window).
    const offset = list.scrollLeft + tab.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollTo?.({ left: offset - (list.clientWidth - tab.offsetWidth) / 2 });
  }, [selectedIndex]);

  function select(index: number) {
    const item = items[index];
    if (!item || item.disabled) return;
    if (value === undefined) setOwnValue(item.value);
    if (item.value !== selected) onValueChange?.(item.value);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));
    if (enabled.length === 0) return;
    const position = enabled.indexOf(selectedIndex);
    let next: number | undefined;
    if (event.key === "ArrowRight") next = enabled[(position + 1) % enabled.length];
    else if (event.key === "ArrowLeft") next = enabled[(position - 1 + enabled.length) % enabled.length];
    else if (event.key === "Home") next = enabled[0];
    else if (event.key === "End") next = enabled.at(-1);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  }

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const selectedItem = items[selectedIndex];

  return (
    <div className={className}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={cx(styles.tablist, sticky && styles.sticky, wrap && styles.wrap)}
      >
        {items.map((item, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={item.value}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              id={tabId(index)}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={isSelected}
              aria-controls={hasPanels && isSelected ? panelId(index) : undefined}
              tabIndex={isSelected || (selectedIndex < 0 && index === 0) ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(index)}
              onKeyDown={handleKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {hasPanels && selectedItem ? (
        <div role="tabpanel" id={panelId(selectedIndex)} aria-labelledby={tabId(selectedIndex)} tabIndex={0} className={cx(styles.panel, panelClassName)}>
          {selectedItem.panel}
        </div>
      ) : null}
    </div>
  );
}

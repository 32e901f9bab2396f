import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useLayoutEffect, useRef, useState } from "react";
import { type CatalogRow, estimateRowSize } from "./catalog-rows";
import { ProductRow } from "./product-row";
import styles from "./catalog-list.module.css";

export interface CatalogListProps {
  rows: readonly CatalogRow[];
  /** Height of what sticks above the list (header + tabs), so scrolled-to rows are not hidden. */
  stickyOffset: number;
  /** Called with the group whose section is at the top of the screen. */
  onActiveGroup: (group: string) => void;
  /** Receives the function that scrolls a row to the top (the tabs use it). */
  scrollerRef: (scrollTo: ((index: number) => void) | null) => void;
}

/**
 * The rows a phone shows before any scroll (a heading, a subgroup, about four products): their
 * photos are the screen's largest paint, so they load at once, not after layout finds them on screen.
 */
export const EAGER_ROWS = 6;

function Row({ row, eager }: { row: CatalogRow; eager: boolean }) {
  if (row.kind === "group") return <h2 className={styles.group}>{row.group}</h2>;
  if (row.kind === "subgroup") return <h3 className={styles.subgroup}>{row.label}</h3>;
  return <ProductRow product={row.product} eager={eager} />;
}

/**
 * The catalogue as one virtual list over the page's own scroll: only the rows near the screen are
 * in the document, so a menu of hundreds of items scrolls as smoothly as one of twenty.
 */
export function CatalogList({ rows, stickyOffset, onActiveGroup, scrollerRef }: CatalogListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // The list starts below content whose height changes (store block, notices, search): re-measure
  // after every render; state changes only when the top really moved, so this settles at once.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => estimateRowSize(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
    scrollMargin,
    scrollPaddingStart: stickyOffset,
  });

  useLayoutEffect(() => {
    scrollerRef((index) => virtualizer.scrollToIndex(index, { align: "start" }));
    return () => scrollerRef(null);
  }, [virtualizer, scrollerRef]);

  // Scroll spy: the last group heading above the sticky bars is the active tab.
  const offset = (virtualizer.scrollOffset ?? 0) + stickyOffset + 1;
  let active: string | null = null;
  for (const item of virtualizer.measurementsCache) {
    const row = rows[item.index];
    if (row?.kind !== "group") continue;
    if (item.start <= offset || active === null) active = row.group;
    if (item.start > offset) break;
  }
  const lastActive = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (active && active !== lastActive.current) {
      lastActive.current = active;
      onActiveGroup(active);
    }
  });

  return (
    <div ref={listRef} className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={styles.item}
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            <Row row={row} eager={item.index < EAGER_ROWS} />
          </div>
        );
      })}
    </div>
  );
}

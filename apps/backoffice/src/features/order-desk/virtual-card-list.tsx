import { type Order } from "@forno/domain/schemas";
import { defaultRangeExtractor, type Range, useVirtualizer } from "@tanstack/react-virtual";
import { type FocusEvent, useCallback, useRef, useState } from "react";
import { type DeskColumn } from "./board-state";
import { OrderCard, type OrderCardProps } from "./order-card";
import { type PendingMove } from "./use-delayed-moves";
import styles from "./desk-column.module.css";

/** A first guess for a card before it is measured (cards vary with their items, error and pending move). */
const ESTIMATED_CARD_HEIGHT = 200;
/** Cards rendered past each edge of the view: Tab from the last card in view finds the next one already there. */
const OVERSCAN = 3;
const GAP_PX = 12;

export type CardHandlers = Omit<OrderCardProps, "order" | "column" | "pending" | "error">;

interface VirtualCardListProps extends CardHandlers {
  column: DeskColumn;
  label: string;
  orders: readonly Order[];
  pending: ReadonlyMap<number, PendingMove>;
  errors: ReadonlyMap<number, string>;
}

const indexOf = (target: EventTarget): number | null => {
  const item = target instanceof Element ? target.closest<HTMLElement>("[data-index]") : null;
  return item ? Number(item.dataset.index) : null;
};

/**
 * A column's cards, windowed: only those in view (plus a few) are in the DOM (decision 1518). The
 * list keeps its list semantics for screen readers (aria-setsize/aria-posinset on each card), and
 * the card holding the keyboard focus stays rendered even when scrolled away.
 */
export function VirtualCardList({ column, label, orders, pending, errors, ...handlers }: VirtualCardListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return focused === null || focused >= range.count || indexes.includes(focused) ? indexes : [...indexes, focused].sort((a, b) => a - b);
    },
    [focused],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the list re-renders on the virtualizer's own changes
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLLIElement>({
    count: orders.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    overscan: OVERSCAN,
    gap: GAP_PX,
    getItemKey: (index) => orders[index]?.id ?? index,
    rangeExtractor,
  });

  // Focus the keyboard moves onto a card scrolls it into view, so Tab walks the whole column one card
  // at a time. Focus a click or a tap gives never scrolls: the card would move between the press and
  // the release, and the click would land on whatever slid under the pointer (decision 3709).
  const onFocus = (event: FocusEvent) => {
    const index = indexOf(event.target);
    if (index === null || index === focused) return;
    setFocused(index);
    if (event.target instanceof Element && event.target.matches(":focus-visible")) virtualizer.scrollToIndex(index, { align: "auto" });
  };
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setFocused(null);
  };

  return (
    <div ref={scrollRef} className={styles.cards} data-card-scroll onFocus={onFocus} onBlur={onBlur}>
      <ul className={styles.list} aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const order = orders[item.index];
          if (!order) return null;
          return (
            <li
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className={styles.item}
              style={{ transform: `translateY(${item.start}px)` }}
              aria-setsize={orders.length}
              aria-posinset={item.index + 1}
            >
              <OrderCard order={order} column={column} pending={pending.get(order.id)} error={errors.get(order.id)} {...handlers} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

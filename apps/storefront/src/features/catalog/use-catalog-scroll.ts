import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

let savedScrollY = 0;

/**
 * The catalogue remembers where the customer was. Coming back from the product page after adding
 * an item (navigation state `keepScroll`), the list opens at the same place instead of the top.
 */
export function useCatalogScroll(ready: boolean): void {
  const { state } = useLocation();
  const keep = Boolean(state && typeof state === "object" && (state as { keepScroll?: boolean }).keepScroll);
  useLayoutEffect(() => {
    if (ready && keep) window.scrollTo(0, savedScrollY);
  }, [ready, keep]);
  useLayoutEffect(
    () => () => {
      savedScrollY = window.scrollY;
    },
    [],
  );
}

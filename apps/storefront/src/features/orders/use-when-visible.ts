import { useCallback, useEffect, useRef } from "react";

/**
 * A ref callback that calls `onVisible` when its element scrolls into view (the last row of a
 * paged list). Without IntersectionObserver (old browsers, jsdom) nothing happens.
 */
export function useWhenVisible(onVisible: () => void) {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  const observer = useRef<IntersectionObserver | null>(null);
  return useCallback((element: Element | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === "undefined") return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: "200px 0px" },
    );
    observer.current.observe(element);
  }, []);
}

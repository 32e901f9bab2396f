import { useLayoutEffect, useRef, useState } from "react";
import styles from "./order-card.module.css";

/**
 * The items in two lines at most; when they need more, "Ver todos os itens" opens the rest in place
 * (a rush is no time to open the order elsewhere). Measured, so a short list shows no button.
 */
export function CardItems({ id, text }: { id: string; text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || open) return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, open]);

  return (
    <div className={styles.itemsBlock}>
      <p id={id} ref={ref} className={open ? styles.itemsOpen : styles.items}>
        {text}
      </p>
      {cut || open ? (
        <button type="button" className={styles.more} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? "Ver menos" : "Ver todos os itens"}
        </button>
      ) : null}
    </div>
  );
}

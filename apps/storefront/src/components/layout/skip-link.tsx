import type { MouseEvent } from "react";
import styles from "./skip-link.module.css";

/** The main landmark's id: the skip link's target (and the focus target of a screen without a heading). */
export const MAIN_ID = "conteudo";

/**
 * "Pular para o conteúdo": the first stop of every screen, visible once focused. It moves focus to
 * the main landmark itself (a plain `#conteudo` would change the router's location).
 */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  }
  return (
    <a href={`#${MAIN_ID}`} className={styles.skip} onClick={skip}>
      Pular para o conteúdo
    </a>
  );
}

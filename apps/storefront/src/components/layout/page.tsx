import type { ReactNode } from "react";
import { BottomBar } from "./bottom-bar";
import { MAIN_ID, SkipLink } from "./skip-link";
import { fixedEdge, useFixedEdges } from "./use-fixed-edges";
import styles from "./page.module.css";

export interface PageProps {
  /** <MobileHeader /> or <CompactHeader />. */
  header: ReactNode;
  children: ReactNode;
  /** Shows the bottom bar (catalogue, cart, orders, menu). */
  bottomBar?: boolean;
  /** A fixed action footer (pay, add, see the order), kept above the bottom bar when both show. */
  footer?: ReactNode;
  /**
   * The footer comes right after the header in the focus order instead of after the content: the
   * catalogue's "Ver Pedido" would otherwise wait behind the whole list (decision 2202).
   */
  footerFirst?: boolean;
  className?: string;
}

/**
 * One screen: the skip link, header, the main landmark padded so nothing hides behind the fixed
 * bars, footer, bottom bar; the scroll padding follows the bars' real heights.
 */
export function Page({ header, children, bottomBar = false, footer, footerFirst = false, className }: PageProps) {
  useFixedEdges(`${bottomBar}-${Boolean(footer)}`);
  const mainClass = [styles.main, bottomBar && styles.withBar, footer ? styles.withFooter : null, className].filter(Boolean).join(" ");
  const footerBar = footer ? (
    <div className={[styles.footer, bottomBar && styles.aboveBar].filter(Boolean).join(" ")} {...fixedEdge("bottom")}>
      {footer}
    </div>
  ) : null;
  return (
    <>
      <SkipLink />
      {header}
      {footerFirst ? footerBar : null}
      <main id={MAIN_ID} tabIndex={-1} className={mainClass}>
        {children}
      </main>
      {footerFirst ? null : footerBar}
      {bottomBar ? <BottomBar /> : null}
    </>
  );
}

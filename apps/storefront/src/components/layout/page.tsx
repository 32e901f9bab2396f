import type { ReactNode } from "react";
import { BottomBar } from "./bottom-bar";
import styles from "./page.module.css";

export interface PageProps {
  /** <MobileHeader /> or <CompactHeader />. */
  header: ReactNode;
  children: ReactNode;
  /** Shows the bottom bar (catalogue, cart, orders, menu). */
  bottomBar?: boolean;
  /** A fixed action footer (pay, add, see the order), kept above the bottom bar when both show. */
  footer?: ReactNode;
  className?: string;
}

/** One screen: header, the main landmark padded so nothing hides behind the fixed bars, footer, bottom bar. */
export function Page({ header, children, bottomBar = false, footer, className }: PageProps) {
  const mainClass = [styles.main, bottomBar && styles.withBar, footer ? styles.withFooter : null, className].filter(Boolean).join(" ");
  return (
    <>
      {header}
      <main id="conteudo" className={mainClass}>
        {children}
      </main>
      {footer ? <div className={[styles.footer, bottomBar && styles.aboveBar].filter(Boolean).join(" ")}>{footer}</div> : null}
      {bottomBar ? <BottomBar /> : null}
    </>
  );
}

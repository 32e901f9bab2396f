import { type CSSProperties } from "react";
import { cx } from "./class-names";
import styles from "./skeleton.module.css";

export type SkeletonShape = "line" | "block" | "card";

export interface SkeletonProps {
  /** line: a row of text; block: any box (a photo, a button); card: a product card (photo + two lines). */
  shape?: SkeletonShape;
  width?: CSSProperties["width"];
  height?: CSSProperties["height"];
  /** For shape="line": how many lines; the last one is shorter, as text is. */
  lines?: number;
  className?: string;
}

/**
 * A placeholder shaped like the content on its way. Hidden from assistive tech: mark the loading
 * region with aria-busy and a VisuallyHidden "Carregando..." instead of announcing grey boxes.
 */
export function Skeleton({ shape = "line", width, height, lines = 1, className }: SkeletonProps) {
  if (shape === "card") {
    return (
      <div aria-hidden="true" className={cx(styles.card, className)} style={{ width }} data-shape="card">
        <span className={cx(styles.skeleton, styles.cardImage)} />
        <span className={cx(styles.skeleton, styles.line)} style={{ width: "80%" }} />
        <span className={cx(styles.skeleton, styles.line)} style={{ width: "40%" }} />
      </div>
    );
  }
  if (shape === "block") {
    return <span aria-hidden="true" className={cx(styles.skeleton, styles.block, className)} style={{ width, height: height ?? 96 }} data-shape="block" />;
  }
  if (lines > 1) {
    return (
      <span aria-hidden="true" className={cx(styles.lines, className)} style={{ width }} data-shape="line">
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className={cx(styles.skeleton, styles.line)} style={{ width: index === lines - 1 ? "60%" : "100%", height }} />
        ))}
      </span>
    );
  }
  return <span aria-hidden="true" className={cx(styles.skeleton, styles.line, className)} style={{ width, height }} data-shape="line" />;
}

import { assetUrl } from "../../lib/store-info/asset-url";
import { usePhotoWaits } from "./first-photos";
import styles from "./product-image.module.css";

export interface ProductImageProps {
  src: string | null;
  className?: string;
  /**
   * The first images of a screen load eagerly (they are the largest paint); the others keep their
   * address in data-src until those are in (first-photos.ts).
   */
  eager?: boolean;
  width?: number;
  height?: number;
}

/** A product photo (430x320 on the server); decorative next to the product's name. */
export function ProductImage({ src, className, eager = false, width = 430, height = 320 }: ProductImageProps) {
  const waits = usePhotoWaits(eager);
  const url = assetUrl(src);
  const classes = [styles.image, className].filter(Boolean).join(" ");
  if (!url) return <span className={`${classes} ${styles.placeholder}`} aria-hidden="true" />;
  return (
    <img
      className={classes}
      src={waits ? undefined : url}
      data-src={waits ? url : undefined}
      alt=""
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : "auto"}
    />
  );
}

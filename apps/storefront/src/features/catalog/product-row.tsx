import type { Product } from "@forno/domain/schemas";
import { Money } from "@forno/ui/money";
import { memo } from "react";
import { Link } from "react-router";
import { ProductImage } from "../../components/products/product-image";
import styles from "./product-row.module.css";

/** A catalogue entry: name, description, price and photo; a tap opens the product page. */
export const ProductRow = memo(function ProductRow({ product, eager = false }: { product: Product; eager?: boolean }) {
  return (
    <Link to="/product" state={{ product }} className={styles.row}>
      <span className={styles.text}>
        <span className={styles.name}>{product.name}</span>
        {product.description ? <span className={styles.description}>{product.description}</span> : null}
        <Money value={product.amount} className={styles.price} />
      </span>
      <ProductImage src={product.image_url} className={styles.image} width={112} height={84} eager={eager} />
    </Link>
  );
});

import { productsForPicking, sortLikeCatalog } from "@forno/domain/catalog";
import type { Product } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { Money } from "@forno/ui/money";
import { Skeleton } from "@forno/ui/skeleton";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { readApi as api } from "../../lib/read-api";
import { useCatalogOrder } from "../../lib/store-info/use-catalog-order";
import { usePickingFirst, useSameSubgroupOnly } from "../../stores/cart/use-cart-picking";
import { ProductImage } from "../../components/products/product-image";
import styles from "./featured-grid.module.css";

/**
 * The photos of the first rows on a phone (two columns) are the home screen's largest paint: no lazy
 * loading for them, and the others are asked for once they are in (first-photos.ts).
 */
const EAGER_IMAGES = 4;

function FeaturedCard({ product, eager }: { product: Product; eager: boolean }) {
  return (
    <li>
      <Link to="/product" state={{ product }} className={styles.card}>
        <ProductImage src={product.image_url} className={styles.image} eager={eager} />
        <span className={styles.body}>
          <span className={styles.name}>{product.name}</span>
          <Money value={product.amount} className={styles.price} />
        </span>
      </Link>
    </li>
  );
}

/** "Produtos em destaque": featured, active products in the catalogue's order; only the flavours that can complete a pizza being picked. */
export function FeaturedGrid() {
  const { data, isPending, isError, refetch } = useQuery(api.products.featuredQuery());
  const first = usePickingFirst();
  const sameSubgroupOnly = useSameSubgroupOnly();
  const order = useCatalogOrder();

  if (isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        <VisuallyHidden>Carregando produtos em destaque...</VisuallyHidden>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} shape="card" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className={styles.error}>
        <p>Não foi possível carregar os destaques.</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const products = sortLikeCatalog(productsForPicking(data, first, sameSubgroupOnly), order);
  if (products.length === 0) {
    return (
      <p className={styles.none}>
        Nenhum destaque disponível agora. <Link to="/catalog">Ver cardápio</Link>
      </p>
    );
  }
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <FeaturedCard key={product.id} product={product} eager={index < EAGER_IMAGES} />
      ))}
    </ul>
  );
}

import { Button } from "@forno/ui/button";
import { Money } from "@forno/ui/money";
import { useNavigate } from "react-router";
import { cartSubtotalCentavos, isPickingFractions } from "../../stores/cart/cart-lines";
import { useCartStore } from "../../stores/cart/cart-store";
import { useFractionPricing } from "../../lib/store-info/use-fraction-pricing";
import styles from "./catalog-footer.module.css";

/** "Ver Pedido" goes to /cart; while a pizza is incomplete the button reads "Escolher Fatia". */
export function CatalogFooter() {
  const navigate = useNavigate();
  const lines = useCartStore((state) => state.lines);
  const rule = useFractionPricing();
  const picking = isPickingFractions(lines);
  const count = lines.length;
  return (
    <div className={styles.footer}>
      <p className={styles.summary}>
        <span>
          {count} {count === 1 ? "item" : "itens"}
        </span>
        <Money value={cartSubtotalCentavos(lines, rule)} unit="centavos" className={styles.total} />
      </p>
      {picking ? (
        <Button disabled className={styles.button}>
          Escolher Fatia
        </Button>
      ) : (
        <Button className={styles.button} onClick={() => void navigate("/cart")}>
          Ver Pedido
        </Button>
      )}
    </div>
  );
}

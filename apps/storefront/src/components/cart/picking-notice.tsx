import { fractionLabel } from "@forno/domain/fractions";
import { firstFlavourInProgress } from "@forno/domain/order-reading";
import { Banner } from "@forno/ui/banner";
import type { ReactNode } from "react";
import { useStoreInfo } from "../../lib/store-info/use-store-info";
import { remainingFraction } from "../../stores/cart/cart-lines";
import { useCartStore } from "../../stores/cart/cart-store";

/**
 * While a pizza is incomplete: which part is still missing ("Falta 1/2 da sua pizza") and, when the
 * store keeps a pizza's flavours in one subgroup, why only that subgroup's flavours are listed.
 */
export function PickingNotice({ action }: { action?: ReactNode }) {
  const lines = useCartStore((state) => state.lines);
  // Read here rather than through use-cart-picking: importing that entry module from this lazy
  // chunk splits use-store-info out of the entry, a chunk more on the first load (decision 2104).
  const sameSubgroupOnly = useStoreInfo().data?.operation.fractions_same_subgroup === true;
  const remaining = remainingFraction(lines);
  const first = firstFlavourInProgress(lines);
  if (remaining === 0 || first === null) return null;
  const subgroup = first.product_subgroup?.trim();
  return (
    <Banner tone="info" title={`Falta ${fractionLabel(remaining) ?? ""} da sua pizza`} action={action}>
      {`Escolha o próximo sabor entre as ${first.product_group}.`}
      {sameSubgroupOnly ? ` Só aparecem sabores do mesmo tipo${subgroup ? ` (${subgroup})` : ""}: esta loja não mistura tipos de sabor na mesma pizza.` : null}
    </Banner>
  );
}

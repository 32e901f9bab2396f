import { fractionLabel } from "@forno/domain/fractions";
import { Banner } from "@forno/ui/banner";
import type { ReactNode } from "react";
import { remainingFraction } from "../../stores/cart/cart-lines";
import { useCartStore } from "../../stores/cart/cart-store";

/** While a pizza is incomplete: which part is still missing ("Falta 1/2 da sua pizza"). */
export function PickingNotice({ action }: { action?: ReactNode }) {
  const lines = useCartStore((state) => state.lines);
  const remaining = remainingFraction(lines);
  if (remaining === 0) return null;
  const group = lines.at(-1)?.product_group ?? "";
  return (
    <Banner tone="info" title={`Falta ${fractionLabel(remaining) ?? ""} da sua pizza`} action={action}>
      {`Escolha o próximo sabor entre as ${group}.`}
    </Banner>
  );
}

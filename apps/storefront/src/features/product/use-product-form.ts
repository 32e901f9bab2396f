import { additionalsForTab, additionalTabs, doughNotice, NOTE_TAB, toggleAdditional } from "@forno/domain/catalog";
import { automaticFraction, canCompletePizza, type FractionChoice, fractionOptions, isSoldByThirds, isWholeQuantity, pickedSoFar } from "@forno/domain/fractions";
import { cartQuantities, firstFlavourInProgress, pizzaLineIndices } from "@forno/domain/order-reading";
import { cartLinePriceCentavos } from "@forno/domain/pricing";
import type { CartLine, Product, ProductHasAdditional } from "@forno/domain/schemas";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { readApi as api } from "../../lib/read-api";
import { isPickingFractions } from "../../stores/cart/cart-lines";
import { useSameSubgroupOnly } from "../../stores/cart/use-cart-picking";
import { pickingConflict } from "./picking-conflict";

export interface ProductFormInput {
  product: Product;
  lines: readonly CartLine[];
  /** The cart line being edited, if any. */
  lineIndex?: number;
}

/** The product page's state and every rule it applies, all from @forno/domain. */
export function useProductForm({ product, lines, lineIndex }: ProductFormInput) {
  const editing = lineIndex !== undefined ? lines[lineIndex] : undefined;
  const additionalsQuery = useQuery(api.products.additionalsQuery(product.external_id));
  const rows: ProductHasAdditional[] = useMemo(() => additionalsQuery.data ?? [], [additionalsQuery.data]);

  // Picking fractions: the cart holds an incomplete pizza (a new line continues it), or the edited
  // line is a later flavour of its pizza. Either way the dough came with the pizza's first line.
  const picking = editing ? pizzaLineIndices(lines, lineIndex!)[0] !== lineIndex : isPickingFractions(lines);
  const first = editing ? null : firstFlavourInProgress(lines);
  const sameSubgroupOnly = useSameSubgroupOnly();
  // A product that cannot complete the pizza being picked (reached through a link, not the catalogue).
  const conflict = first !== null && !canCompletePizza(first, product, sameSubgroupOnly) ? pickingConflict(first, product) : null;

  const options: FractionChoice[] = useMemo(() => {
    if (editing) return [];
    if (!product.is_fractionable) return [1];
    return fractionOptions(pickedSoFar(cartQuantities(lines)), isSoldByThirds(product.product_group));
  }, [editing, product, lines]);

  const [chosenFraction, setFraction] = useState<FractionChoice | null>(() => {
    if (editing) return isWholeQuantity(editing.quantity) ? 1 : (editing.quantity as FractionChoice);
    return automaticFraction(options);
  });
  const fraction = chosenFraction ?? automaticFraction(options);
  const [wholeQuantity, setWholeQuantity] = useState(() => (editing && isWholeQuantity(editing.quantity) ? editing.quantity : 1));
  const quantity = fraction === null ? 0 : fraction === 1 ? wholeQuantity : fraction;

  const [selected, setSelected] = useState<ProductHasAdditional[]>(() => editing?.additionals ?? []);
  const [note, setNote] = useState(() => editing?.note ?? "");

  const tabs = useMemo(() => additionalTabs(rows, picking), [rows, picking]);
  // Tab -> the rows it offers now ("Adicionais" of "Pizzas Grandes" follows the quantity).
  const offered = useMemo(
    () => new Map(tabs.filter((tab) => tab !== NOTE_TAB).map((tab) => [tab, additionalsForTab(rows, product.product_group, tab, quantity || 1)])),
    [tabs, rows, product.product_group, quantity],
  );
  // Choices no longer offered (the dough tab hidden, the extras of the other size) drop out.
  const effectiveSelected = useMemo(() => {
    const ids = new Set([...offered.values()].flat().map((row) => row.additional_id));
    return selected.filter((row) => ids.has(row.additional_id));
  }, [offered, selected]);

  // Before the size is chosen the button shows a whole pizza's price, never R$ 0,00.
  const priceCentavos = cartLinePriceCentavos({ quantity: fraction === null ? 1 : quantity, amount: product.amount, additionals: effectiveSelected });
  const notice = doughNotice(product, rows, effectiveSelected, picking);
  const needsFraction = fraction === null;
  const canSave = !additionalsQuery.isPending && !needsFraction && notice === null && !conflict && (quantity > 0 || editing !== undefined);

  return {
    editing,
    picking,
    conflict,
    options,
    fraction,
    chooseFraction: setFraction,
    needsFraction,
    quantity,
    setWholeQuantity,
    additionalsQuery,
    tabs,
    offered,
    selected: effectiveSelected,
    toggle: (row: ProductHasAdditional) => setSelected((current) => toggleAdditional(current, row)),
    note,
    setNote,
    priceCentavos,
    doughNotice: notice,
    canSave,
  };
}

export type ProductForm = ReturnType<typeof useProductForm>;

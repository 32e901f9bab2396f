import { NOTE_TAB, additionalTabs, additionalsForTab, doughNotice, isSingleChoiceCategory, productsForPicking, toggleAdditional } from "@forno/domain/catalog";
import { type FractionChoice, automaticFraction, fractionLabel, fractionOptions, isSoldByThirds, pickedSoFar } from "@forno/domain/fractions";
import { cartLinePriceCentavos } from "@forno/domain/pricing";
import type { Product, ProductHasAdditional } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { Money } from "@forno/ui/money";
import { TextField } from "@forno/ui/text-field";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useApi } from "../../lib/api-context";
import { ProductCombobox } from "./product-combobox";
import type { StaffCart } from "./use-staff-cart";
import styles from "./new-order.module.css";

const fractionText = (choice: FractionChoice) => (choice === 1 ? "Inteira" : (fractionLabel(choice) ?? String(choice)));

/** Chooses one product of the catalogue and adds it to the order: its size (whole, 1/2, 1/3, 2/3), dough, additionals and note. */
export function ItemPicker({ products, cart }: { products: readonly Product[]; cart: StaffCart }) {
  const offered = useMemo(() => productsForPicking(products, cart.pickingFirst, cart.sameSubgroupOnly), [products, cart.pickingFirst, cart.sameSubgroupOnly]);
  const [productId, setProductId] = useState("");
  const product = offered.find((entry) => String(entry.id) === productId);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Itens</legend>
      {cart.picking ? <p className={styles.hint}>Escolha o próximo sabor desta pizza.</p> : null}
      <ProductCombobox key={`${cart.lines.length}-${cart.picking}`} products={offered} value={productId} onChange={setProductId} />
      {product ? <ProductChoice key={`${product.id}-${cart.lines.length}`} product={product} cart={cart} onAdded={() => setProductId("")} /> : null}
    </fieldset>
  );
}

function ProductChoice({ product, cart, onAdded }: { product: Product; cart: StaffCart; onAdded: () => void }) {
  const api = useApi();
  const additionals = useQuery(api.products.additionalsQuery(product.external_id));
  const rows: ProductHasAdditional[] = useMemo(() => additionals.data ?? [], [additionals.data]);
  const options = product.is_fractionable ? fractionOptions(pickedSoFar(cart.quantities), isSoldByThirds(product.product_group)) : [1 as const];
  const [chosen, setChosen] = useState<FractionChoice | null>(() => automaticFraction(options) ?? (options.includes(1) ? 1 : null));
  const [wholeText, setWholeText] = useState("1");
  const wholeQuantity = Math.min(99, Math.max(0, Math.trunc(Number(wholeText)) || 0));
  const [selected, setSelected] = useState<ProductHasAdditional[]>([]);
  const [note, setNote] = useState("");
  const quantity = chosen === null ? 0 : chosen === 1 ? wholeQuantity : chosen;
  const tabs = additionalTabs(rows, cart.picking).filter((tab) => tab !== NOTE_TAB);
  const visible = new Map(tabs.map((tab) => [tab, additionalsForTab(rows, product.product_group, tab, quantity || 1)]));
  const visibleIds = new Set([...visible.values()].flat().map((row) => row.additional_id));
  const kept = selected.filter((row) => visibleIds.has(row.additional_id));
  const notice = doughNotice(product, rows, kept, cart.picking);
  const price = cartLinePriceCentavos({ quantity: quantity || 1, amount: product.amount, additionals: kept });
  const canAdd = !additionals.isPending && chosen !== null && quantity > 0 && notice === null;

  const add = () => {
    cart.add({ ...product, quantity, note: note.trim() || null, additionals: kept });
    onAdded();
  };

  return (
    <div className={styles.choice}>
      {options.length > 1 || product.is_fractionable ? (
        <fieldset className={styles.inline}>
          <legend>Tamanho</legend>
          {options.map((option) => (
            <label key={option} className={styles.radio}>
              <input type="radio" name="fraction" checked={chosen === option} onChange={() => setChosen(option)} />
              {fractionText(option)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {chosen === 1 ? (
        <TextField
          label="Quantidade"
          type="number"
          min={1}
          max={99}
          inputMode="numeric"
          className={styles.quantity}
          value={wholeText}
          onChange={(event) => setWholeText(event.target.value)}
        />
      ) : null}
      {tabs.map((tab) => (
        <fieldset key={tab} className={styles.inline}>
          <legend>{tab}</legend>
          {(visible.get(tab) ?? []).map((row) => (
            <label key={row.additional_id} className={styles.radio}>
              <input
                type={isSingleChoiceCategory(tab) ? "radio" : "checkbox"}
                name={`additional-${tab}`}
                checked={kept.some((entry) => entry.additional_id === row.additional_id)}
                onChange={() => setSelected(toggleAdditional(kept, row))}
              />
              {row.ProductAdditional.name}
              {row.ProductAdditional.amount > 0 ? (
                <>
                  {" "}
                  (+<Money value={row.ProductAdditional.amount} />)
                </>
              ) : null}
            </label>
          ))}
        </fieldset>
      ))}
      <TextField label="Observação do item" optional value={note} onChange={(event) => setNote(event.target.value)} maxLength={500} />
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <Button type="button" onClick={add} disabled={!canAdd}>
        Adicionar item · <Money value={price} unit="centavos" />
      </Button>
    </div>
  );
}

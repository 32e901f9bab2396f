import { isSoldByThirds } from "@forno/domain/fractions";
import { FRACTION_PRICING_NOTICES } from "@forno/domain/pricing-rules";
import { useFractionPricing } from "../../lib/store-info/use-fraction-pricing";
import { Banner } from "@forno/ui/banner";
import { Money } from "@forno/ui/money";
import { useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { isPickingFractions } from "../../stores/cart/cart-lines";
import { useCartStore } from "../../stores/cart/cart-store";
import { ProductImage } from "../../components/products/product-image";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { FractionDialog } from "./fraction-dialog";
import { FractionPrompt } from "./fraction-prompt";
import { pizzaSoFarText } from "./fraction-text";
import { productFields, readProductState, type ProductPageState } from "./product-fields";
import { ProductFooter } from "./product-footer";
import { ProductOptions } from "./product-options";
import { useProductForm } from "./use-product-form";
import styles from "./product-page.module.css";

/** /product needs a product in navigation state; without one it goes back to the catalogue. */
export function ProductPage() {
  const state = readProductState(useLocation().state);
  if (!state) return <Navigate to="/catalog" replace />;
  return <ProductDetail key={`${state.product.id}:${state.lineIndex ?? "new"}`} {...state} />;
}

function ProductDetail({ product: source, lineIndex }: ProductPageState) {
  const navigate = useNavigate();
  const product = productFields(source);
  const lines = useCartStore((state) => state.lines);
  const cart = useCartStore();
  const form = useProductForm({ product, lines, ...(lineIndex !== undefined ? { lineIndex } : {}) });
  const [dialogOpen, setDialogOpen] = useState(false);
  const pricingRule = useFractionPricing();

  function save() {
    if (!form.canSave) return;
    const line = { ...product, quantity: form.quantity, note: form.note.trim() || null, totalPrice: 0, additionals: form.selected };
    if (form.editing && lineIndex !== undefined) {
      if (form.quantity === 0) cart.removeGroup(lineIndex);
      else cart.replace(lineIndex, line);
    } else {
      // No toast: the catalogue's footer (count and subtotal) and the cart badge confirm it in place.
      cart.add(line);
    }
    // Back where the customer was in the list, unless a pizza is now half made: then the top, where
    // the notice says what is missing.
    void navigate("/catalog", { state: { keepScroll: !isPickingFractions(useCartStore.getState().lines) } });
  }

  return (
    <Page header={<CompactHeader title={product.product_group} titleAs="p" />} footer={<ProductFooter form={form} onSave={save} />}>
      <ProductImage src={product.image_url} className={styles.image} eager />
      <div className={styles.intro}>
        <p className={styles.group}>{product.product_group}</p>
        <h1 className={styles.name}>{product.name}</h1>
        {product.description ? <p className={styles.description}>{product.description}</p> : null}
        <Money value={product.amount} className={styles.price} />
        {product.is_fractionable ? <p className={styles.pricingRule}>{FRACTION_PRICING_NOTICES[pricingRule]}</p> : null}
      </div>
      {form.conflict ? (
        <Banner alert>{form.conflict}</Banner>
      ) : product.is_fractionable && !form.editing ? (
        <FractionPrompt
          fraction={form.fraction}
          canChange={form.options.length > 1}
          soldByThirds={isSoldByThirds(product.product_group)}
          completes={pizzaSoFarText(lines)}
          onOpen={() => setDialogOpen(true)}
        />
      ) : null}
      <ProductOptions form={form} />
      {form.doughNotice ? (
        <p className={styles.notice} role="status">
          {form.doughNotice}
        </p>
      ) : null}
      {form.needsFraction && !form.conflict ? <p className={styles.hint}>Escolha como você quer sua pizza para continuar.</p> : null}
      <FractionDialog
        open={dialogOpen}
        options={form.options}
        picking={form.picking}
        onCancel={() => setDialogOpen(false)}
        onConfirm={(fraction) => {
          form.chooseFraction(fraction);
          setDialogOpen(false);
        }}
      />
    </Page>
  );
}

import { formatCentavos } from "@forno/domain/format";
import { Button } from "@forno/ui/button";
import { QuantityStepper } from "@forno/ui/quantity-stepper";
import type { ProductForm } from "./use-product-form";
import styles from "./product-footer.module.css";

/**
 * The product page's footer: the quantity stepper when the fraction is 1 (a whole item), and the
 * save button "Adicionar | {price}" ("Salvar | {price}" when editing a cart item).
 */
export function ProductFooter({ form, onSave }: { form: ProductForm; onSave: () => void }) {
  const verb = form.editing ? (form.quantity === 0 ? "Remover" : "Salvar") : "Adicionar";
  return (
    <div className={styles.footer}>
      {form.fraction === 1 ? (
        <QuantityStepper value={form.quantity} onChange={form.setWholeQuantity} min={form.editing ? 0 : 1} max={99} label="Quantidade" />
      ) : null}
      <Button className={styles.save} disabled={!form.canSave} onClick={onSave}>
        {verb} | {formatCentavos(form.priceCentavos)}
      </Button>
    </div>
  );
}

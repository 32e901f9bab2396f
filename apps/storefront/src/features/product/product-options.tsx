import { isSingleChoiceCategory, NOTE_TAB } from "@forno/domain/catalog";
import type { ProductHasAdditional } from "@forno/domain/schemas";
import { Money } from "@forno/ui/money";
import { Skeleton } from "@forno/ui/skeleton";
import { Tabs } from "@forno/ui/tabs";
import { TextArea } from "@forno/ui/text-area";
import type { ProductForm } from "./use-product-form";
import styles from "./product-options.module.css";

function CategoryPanel({ category, form }: { category: string; form: ProductForm }) {
  const rows = form.offered.get(category) ?? [];
  const single = isSingleChoiceCategory(category);
  const isChosen = (row: ProductHasAdditional) => form.selected.some((item) => item.additional_id === row.additional_id);
  if (rows.length === 0) return <p className={styles.none}>Nenhuma opção disponível.</p>;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {category}
        <span className={styles.hint}>{single ? "Escolha uma opção" : "Escolha quantos quiser"}</span>
      </legend>
      {rows.map((row) => (
        <label key={row.additional_id} className={styles.option}>
          <input
            type={single ? "radio" : "checkbox"}
            name={single ? category : undefined}
            checked={isChosen(row)}
            // A click on the chosen radio clears it (decision 0108): toggle on click, not on change.
            onChange={() => undefined}
            onClick={() => form.toggle(row)}
          />
          <span className={styles.name}>{row.ProductAdditional.name}</span>{" "}
          {row.ProductAdditional.amount > 0 ? (
            <span className={styles.price}>
              + <Money value={row.ProductAdditional.amount} />
            </span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}

/** Option tabs by additional category, then "Observação" (free text, placeholder "Digite Aqui"). */
export function ProductOptions({ form }: { form: ProductForm }) {
  if (form.additionalsQuery.isPending) {
    return (
      <div aria-busy="true" className={styles.loading}>
        <Skeleton lines={4} />
      </div>
    );
  }
  return (
    <Tabs
      label="Opções do produto"
      className={styles.tabs}
      panelClassName={styles.panel}
      items={form.tabs.map((tab) => ({
        value: tab,
        label: tab,
        panel:
          tab === NOTE_TAB ? (
            <TextArea label="Observação" placeholder="Digite Aqui" rows={3} maxLength={500} value={form.note} onChange={(event) => form.setNote(event.target.value)} />
          ) : (
            <CategoryPanel category={tab} form={form} />
          ),
      }))}
    />
  );
}

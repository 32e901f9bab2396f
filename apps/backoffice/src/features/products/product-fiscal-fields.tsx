import { FISCAL_ORIGINS } from "@forno/domain/fiscal";
import { type Product, type ProductForm } from "@forno/domain/schemas";
import { Select } from "@forno/ui/select";
import { TextField } from "@forno/ui/text-field";
import { type FieldErrors, type UseFormRegister } from "react-hook-form";
import styles from "./products.module.css";

/** The form's values of a product's codes: "" where the store's default applies. */
export function fiscalFormValues(product: Product): NonNullable<ProductForm["fiscal"]> {
  const fiscal = product.fiscal;
  return { ncm: fiscal?.ncm ?? "", cfop: fiscal?.cfop ?? "", csosn: fiscal?.csosn ?? "", cest: fiscal?.cest ?? "", origin: String(fiscal?.origin ?? 0) };
}

/** The body's `fiscal`: empty codes go as null (the store's default). */
export function fiscalBody(values: ProductForm["fiscal"]) {
  if (values === undefined) return undefined;
  const code = (value: string) => (value === "" ? null : value);
  return { ncm: code(values.ncm), cfop: code(values.cfop), csosn: code(values.csosn), cest: code(values.cest), origin: Number(values.origin) };
}

const ORIGIN_OPTIONS = FISCAL_ORIGINS.map((origin) => ({ value: String(origin.value), label: origin.label }));

/** "Nota fiscal (NFC-e)": the codes the store's accountant gives for this product (growth.md section 3). */
export function ProductFiscalFields({ register, errors }: { register: UseFormRegister<ProductForm>; errors: FieldErrors<ProductForm> }) {
  const fiscal = errors.fiscal;
  return (
    <fieldset className={styles.fiscal}>
      <legend>Nota fiscal (NFC-e)</legend>
      <p className={styles.fiscalHint}>Do seu contador. Em branco, vale o código padrão de Minha loja &gt; Fiscal.</p>
      <TextField label="NCM" optional inputMode="numeric" maxLength={10} placeholder="2106.90.90" {...register("fiscal.ncm")} error={fiscal?.ncm?.message} />
      <TextField label="CFOP" optional inputMode="numeric" maxLength={5} placeholder="5101" {...register("fiscal.cfop")} error={fiscal?.cfop?.message} />
      <TextField label="CSOSN" optional inputMode="numeric" maxLength={4} placeholder="102" {...register("fiscal.csosn")} error={fiscal?.csosn?.message} />
      <TextField label="CEST" optional inputMode="numeric" maxLength={9} hint="Só para os produtos da lista do CEST (bebidas, por exemplo)." {...register("fiscal.cest")} error={fiscal?.cest?.message} />
      <Select label="Origem" options={ORIGIN_OPTIONS} {...register("fiscal.origin")} error={fiscal?.origin?.message} />
    </fieldset>
  );
}

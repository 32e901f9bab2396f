import { formatCep } from "@forno/domain/format";
import type { StaffOrderForm } from "@forno/domain/schemas";
import { TextArea } from "@forno/ui/text-area";
import { TextField } from "@forno/ui/text-field";
import { type UseFormReturn, useWatch } from "react-hook-form";
import styles from "./new-order.module.css";

/** Delivery or pickup, the address as an order carries it, and the order's notes. */
export function DeliveryFields({ form, cepProblem }: { form: UseFormReturn<StaffOrderForm>; cepProblem: string | null }) {
  const { register, setValue, formState } = form;
  const errors = formState.errors;
  const isDelivery = useWatch({ control: form.control, name: "is_delivery" });
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Entrega</legend>
      <div className={styles.inline} role="radiogroup" aria-label="Entrega ou retirada">
        <label className={styles.radio}>
          <input type="radio" name="is_delivery" checked={isDelivery} onChange={() => setValue("is_delivery", true)} />
          Entrega
        </label>
        <label className={styles.radio}>
          <input type="radio" name="is_delivery" checked={!isDelivery} onChange={() => setValue("is_delivery", false)} />
          Retirada
        </label>
      </div>
      {isDelivery ? (
        <div className={styles.addressGrid}>
          <TextField
            label="CEP"
            inputMode="numeric"
            placeholder="12345-678"
            {...register("postal_code")}
            onChange={(event) => setValue("postal_code", formatCep(event.target.value), { shouldValidate: formState.isSubmitted })}
            error={errors.postal_code?.message ?? cepProblem ?? undefined}
          />
          <TextField label="Rua" {...register("address")} error={errors.address?.message} />
          <TextField label="Número" {...register("number")} error={errors.number?.message} />
          <TextField label="Bairro" optional {...register("neighborhood")} />
          <TextField label="Complemento" optional {...register("address_info")} />
          <TextField label="Referência" optional {...register("address_notes")} />
        </div>
      ) : null}
      <TextArea label="Observações do pedido" optional rows={2} maxLength={500} {...register("order_notes")} />
    </fieldset>
  );
}

import type { CouponForm } from "@forno/domain/schemas";
import { Checkbox } from "@forno/ui/checkbox";
import { TextField } from "@forno/ui/text-field";
import { type PathValue, type UseFormReturn, useWatch } from "react-hook-form";
import { type ChoiceBoxesProps, ChoiceBoxes } from "../../components/choice-boxes";
import { CHANNEL_CHOICES, KIND_CHOICES, ORDER_TYPE_CHOICES, WEEKDAY_CHOICES } from "./coupon-choices";
import styles from "../../components/choice-boxes.module.css";

export interface CouponFieldsProps {
  form: UseFormReturn<CouponForm>;
  /** The catalogue's product groups, for "Vale para". */
  groups: readonly string[];
}

type ListRuleName = "groups" | "weekdays" | "order_types" | "channels";

type ListRuleProps<N extends ListRuleName> = { form: UseFormReturn<CouponForm>; name: N } & Omit<ChoiceBoxesProps<CouponForm[N][number]>, "value" | "onChange" | "error">;

/**
 * A list rule's checkboxes bound to the form. Watched and set rather than through react-hook-form's
 * Controller: Controller would join the form library's chunk that every table's first load carries.
 */
function ListRule<N extends ListRuleName>({ form, name, ...boxes }: ListRuleProps<N>) {
  const value = useWatch({ control: form.control, name }) as CouponForm[N][number][];
  const change = (next: CouponForm[N][number][]) => form.setValue(name, next as PathValue<CouponForm, N>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return <ChoiceBoxes {...boxes} value={value} onChange={change} error={form.formState.errors[name]?.message} />;
}

/** Every rule of a coupon (growth.md section 1) as a plain control: the new-coupon dialog's and a row's edit. */
export function CouponFields({ form, groups }: CouponFieldsProps) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  const kind = useWatch({ control, name: "kind" });
  const listed = [...new Set([...groups, ...(form.getValues("groups") ?? [])])];
  return (
    <>
      <TextField label="Código" hint="De 3 a 20 letras e números. O cliente pode digitar em minúsculas." autoComplete="off" {...register("code")} error={errors.code?.message} />
      <TextField label="Nome" hint="Como o cliente vê o cupom no carrinho." autoComplete="off" {...register("name")} error={errors.name?.message} />
      <fieldset className={styles.boxes}>
        <legend className={styles.legend}>Tipo de desconto</legend>
        <div className={styles.boxRow}>
          {KIND_CHOICES.map((choice) => (
            <label key={choice.value} className={styles.box}>
              <input type="radio" value={choice.value} {...register("kind")} />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "free_delivery" ? null : (
        <TextField
          label={kind === "percent" ? "Desconto em porcentagem" : "Desconto em reais"}
          hint={kind === "percent" ? "De 1 a 100." : "Por exemplo 15,00."}
          inputMode="decimal"
          {...register("value")}
          error={errors.value?.message}
        />
      )}
      {kind === "percent" ? (
        <TextField label="Desconto máximo em reais" optional hint="Em branco: sem máximo." inputMode="decimal" {...register("max_discount")} error={errors.max_discount?.message} />
      ) : null}
      <TextField
        label="Pedido mínimo em reais"
        optional
        hint="O subtotal dos itens, antes do desconto e sem a taxa de entrega. Em branco: sem mínimo."
        inputMode="decimal"
        {...register("min_subtotal")}
        error={errors.min_subtotal?.message}
      />
      <ListRule
        form={form}
        name="groups"
        legend="Vale só para estes grupos de produtos"
        hint="Nenhum marcado: vale para todos os produtos. Uma pizza de vários sabores conta no grupo do primeiro sabor."
        options={listed.map((group) => ({ value: group, label: group }))}
      />
      <Checkbox
        label="Só no primeiro pedido do cliente"
        hint="Quem já tem um pedido pago, pelo cadastro, pelo CPF ou pelo telefone, não pode usar."
        {...register("first_order_only")}
      />
      <TextField label="Limite de usos no total" hint="0 = sem limite. Conta os pedidos pagos; um pedido cancelado devolve o uso." inputMode="numeric" {...register("max_uses")} error={errors.max_uses?.message} />
      <TextField label="Usos por cliente" hint="0 = sem limite." inputMode="numeric" {...register("max_uses_per_client")} error={errors.max_uses_per_client?.message} />
      <TextField label="Válido a partir de" optional type="date" {...register("starts_on")} error={errors.starts_on?.message} />
      <TextField label="Válido até (o dia inteiro)" optional type="date" {...register("ends_on")} error={errors.ends_on?.message} />
      <ListRule form={form} name="weekdays" legend="Dias da semana" options={WEEKDAY_CHOICES} />
      <TextField label="Das" optional type="time" {...register("time_from")} error={errors.time_from?.message} />
      <TextField
        label="Até"
        optional
        type="time"
        hint="Um horário que passa da meia-noite (das 18:00 até 02:00) vale até a madrugada do dia seguinte."
        {...register("time_to")}
        error={errors.time_to?.message}
      />
      <ListRule form={form} name="order_types" legend="Tipo de pedido" options={ORDER_TYPE_CHOICES} />
      <ListRule form={form} name="channels" legend="Canais" options={CHANNEL_CHOICES} />
      <Checkbox label="Ativo: o cliente pode usar o cupom" {...register("active")} />
    </>
  );
}

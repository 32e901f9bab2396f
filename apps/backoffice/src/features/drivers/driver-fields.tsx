import { formatPhone } from "@forno/domain/format";
import { type DriverForm, type DriverFormValues } from "@forno/domain/schemas";
import { Checkbox } from "@forno/ui/checkbox";
import { TextField } from "@forno/ui/text-field";
import { type UseFormReturn } from "react-hook-form";

/** Name, phone (masked while typed) and active: the fields of the new-driver dialog and of a row's edit. */
export function DriverFields({ form }: { form: UseFormReturn<DriverForm, unknown, DriverFormValues> }) {
  const { register, formState, setValue } = form;
  const errors = formState.errors;
  return (
    <>
      <TextField label="Nome" autoComplete="off" {...register("name")} error={errors.name?.message} />
      <TextField
        label="Telefone"
        inputMode="tel"
        placeholder="(11)98888-7777"
        {...register("phone")}
        onChange={(event) => setValue("phone", formatPhone(event.target.value), { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        error={errors.phone?.message}
      />
      <Checkbox label="Ativo" {...register("is_active")} />
    </>
  );
}

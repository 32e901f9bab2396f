import { addressKeys, errorMessage } from "@forno/api-client";
import { formatCep } from "@forno/domain/format";
import { type Address, type AddressForm as AddressValues, addressFormSchema, addressFormToBody } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { Checkbox } from "@forno/ui/checkbox";
import { TextField } from "@forno/ui/text-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { api } from "../../lib/api";
import { CepArea } from "./cep-area";
import { CEP_NOT_FOUND, useCepLookup } from "./use-cep-lookup";
import styles from "../../lib/forms/form.module.css";

function formValues(address: Address | null, first: boolean): AddressValues {
  return {
    postal_code: address ? formatCep(address.postal_code) : "",
    number: address?.number ?? "",
    address_info: address?.address_info ?? "",
    address_notes: address?.address_notes ?? "",
    alias: address?.alias ?? "",
    is_default: address?.is_default ?? first,
  };
}

/** CEP (looked up when the field is left), number, complement, reference, alias and "main address" (ticked for the first one). */
export function AddressForm({ address, first = false }: { address: Address | null; first?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const cep = useCepLookup(address ? { status: "found", cep: address.postal_code, area: address.Cep } : undefined);
  const { register, handleSubmit, formState } = useForm<AddressValues>({
    resolver: zodResolver(addressFormSchema),
    mode: "onTouched",
    defaultValues: formValues(address, first),
  });
  const save = useMutation({
    mutationFn: (values: AddressValues) => (address ? api.addresses.update(address.id, addressFormToBody(values)) : api.addresses.create(addressFormToBody(values))),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: addressKeys.all });
      // Back where the customer came from (the list, or the cart's address picker).
      if (location.key === "default") void navigate("/profile/address", { replace: true });
      else void navigate(-1);
    },
  });
  const { errors } = formState;
  const postalCode = register("postal_code");
  const cepFailed = cep.state.status === "failed";

  return (
    <div className={styles.card}>
      {save.isError ? (
        <Banner tone="danger" alert className={styles.banner}>
          {errorMessage(save.error)}
        </Banner>
      ) : null}
      <form className={styles.form} noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <TextField
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="12345-678"
          {...postalCode}
          onChange={(event) => {
            event.target.value = formatCep(event.target.value);
            cep.changed(event.target.value);
            return postalCode.onChange(event);
          }}
          onBlur={(event) => {
            cep.check(event.target.value);
            return postalCode.onBlur(event);
          }}
          error={errors.postal_code?.message ?? (cepFailed ? CEP_NOT_FOUND : undefined)}
        />
        <CepArea state={cep.state} />
        <TextField label="Número" inputMode="numeric" autoComplete="off" {...register("number")} error={errors.number?.message} />
        <TextField label="Complemento" optional placeholder="Apto, bloco, casa" {...register("address_info")} />
        <TextField label="Referência" optional placeholder="Perto de..." {...register("address_notes")} />
        <TextField label="Apelido" optional placeholder="Casa, Trabalho" {...register("alias")} error={errors.alias?.message} />
        <Checkbox label="Usar como endereço principal" {...register("is_default")} />
        <div className={styles.actions}>
          <Button type="submit" block disabled={cepFailed} loading={save.isPending} loadingText="Salvando...">
            Salvar endereço
          </Button>
        </div>
      </form>
    </div>
  );
}

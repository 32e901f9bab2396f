import { formatCep, formatPhone, phoneDigits } from "@forno/domain/format";
import type { OrderAddress, StaffOrderForm } from "@forno/domain/schemas";
import { isValidPhone } from "@forno/domain/validators";
import { Button } from "@forno/ui/button";
import { TextField } from "@forno/ui/text-field";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { useApi } from "../../lib/api-context";
import styles from "./new-order.module.css";

/**
 * The phone first: a full phone finds the client (the one POST /orders would find) and offers
 * their last address; no client: a name field to create one (decision 1714).
 */
export function CustomerFields({ form, onUseAddress }: { form: UseFormReturn<StaffOrderForm>; onUseAddress: (address: OrderAddress) => void }) {
  const api = useApi();
  const { register, setValue, formState } = form;
  const phone = useWatch({ control: form.control, name: "phone" });
  const digits = isValidPhone(phone) ? phoneDigits(phone) : null;
  const found = useQuery({ ...api.clients.byPhoneQuery(digits ?? ""), enabled: digits !== null });
  const client = digits === null ? null : (found.data ?? null);
  const lastAddress = useQuery({ ...api.clients.lastAddressQuery(client?.id ?? 0), enabled: client !== null });
  const address = lastAddress.data?.address ?? null;

  useEffect(() => {
    setValue("client_id", client?.id ?? null);
  }, [client, setValue]);

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Cliente</legend>
      <TextField
        label="Telefone do cliente"
        inputMode="tel"
        placeholder="(11)91234-5678"
        {...register("phone")}
        onChange={(event) => setValue("phone", formatPhone(event.target.value), { shouldValidate: formState.isSubmitted })}
        error={formState.errors.phone?.message}
      />
      {digits !== null && found.isPending ? <p className={styles.hint}>Procurando cliente…</p> : null}
      {client ? (
        <p className={styles.found} role="status">
          Cliente: <strong>{client.name}</strong>
        </p>
      ) : null}
      {digits !== null && found.isSuccess && client === null ? (
        <>
          <p className={styles.hint} role="status">
            Cliente novo: informe o nome.
          </p>
          <TextField label="Nome do cliente" {...register("name")} error={formState.errors.name?.message} />
        </>
      ) : null}
      {address ? (
        <div className={styles.lastAddress}>
          <span>
            Último endereço: {address.address}, {address.number}
            {address.address_info ? ` - ${address.address_info}` : ""} (CEP {formatCep(address.postal_code)})
          </span>
          <Button type="button" variant="secondary" onClick={() => onUseAddress(address)}>
            Usar último endereço
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

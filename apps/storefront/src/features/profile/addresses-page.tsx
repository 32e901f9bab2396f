import { addressKeys } from "@forno/api-client";
import { addressText } from "@forno/domain/format";
import type { Address } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { EmptyState } from "@forno/ui/empty-state";
import { PinIcon, PlusIcon } from "@forno/ui/icons";
import { Skeleton } from "@forno/ui/skeleton";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { api } from "../../lib/api";
import { useAddresses } from "../../stores/address/use-addresses";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { RequireSession } from "../../lib/session/require-session";
import { AddressCard } from "./address-card";
import { DeleteAddressDialog } from "./delete-address-dialog";
import styles from "./addresses-page.module.css";

/** /profile/address: the saved addresses, each with edit and delete, and a way to add one. */
export function AddressesPage() {
  return (
    <RequireSession>
      <Page header={<CompactHeader title="Endereços" backTo="/profile" />} bottomBar>
        <Addresses />
      </Page>
    </RequireSession>
  );
}

function Addresses() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: addresses, isPending } = useAddresses();
  const [deleting, setDeleting] = useState<Address | null>(null);
  const remove = useMutation({
    mutationFn: (address: Address) => api.addresses.remove(address.id),
    onSuccess: (_, removed) => {
      const rest = (queryClient.getQueryData<Address[]>(addressKeys.all) ?? []).filter((address) => address.id !== removed.id);
      // Deleting the last address empties the cached list (seed 001 section 4); otherwise the server
      // may have picked another default, so the list is read again.
      queryClient.setQueryData(addressKeys.all, rest);
      if (rest.length > 0) void queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
    // Seed 001 section 8: a failed delete is only logged.
    onError: (error) => console.error("Erro ao remover", error),
    onSettled: () => setDeleting(null),
  });
  const add = () => void navigate("/profile/address/manage");

  if (isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        <VisuallyHidden>Carregando endereços...</VisuallyHidden>
        <Skeleton shape="block" height={120} />
        <Skeleton shape="block" height={120} />
      </div>
    );
  }
  const list = addresses ?? [];
  return (
    <>
      {list.length === 0 ? (
        <EmptyState
          icon={<PinIcon size={40} />}
          title="Nenhum endereço cadastrado"
          text="Cadastre um endereço para receber seus pedidos em casa."
          action={<Button onClick={add}>Adicionar endereço</Button>}
        />
      ) : (
        <>
          <ul className={styles.list} aria-label="Seus endereços">
            {list.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                onEdit={() => void navigate("/profile/address/manage", { state: { address } })}
                onDelete={() => setDeleting(address)}
              />
            ))}
          </ul>
          <Button variant="secondary" block className={styles.add} onClick={add}>
            <PlusIcon size={20} />
            Adicionar endereço
          </Button>
        </>
      )}
      <DeleteAddressDialog
        text={deleting ? addressText(deleting, Number.POSITIVE_INFINITY) : ""}
        open={deleting !== null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}

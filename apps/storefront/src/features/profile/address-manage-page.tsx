import type { Address } from "@forno/domain/schemas";
import { Skeleton } from "@forno/ui/skeleton";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { useLocation } from "react-router";
import { useAddresses } from "../../stores/address/use-addresses";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { RequireSession } from "../../lib/session/require-session";
import { AddressForm } from "./address-form";

/** The address carried in navigation state by "Editar" (a light check: it came from our own list). */
function addressFromState(state: unknown): Address | null {
  const address = state && typeof state === "object" ? (state as { address?: unknown }).address : undefined;
  return address && typeof address === "object" && "id" in address && "Cep" in address ? (address as Address) : null;
}

/** /profile/address/manage: a new address, or the one carried in navigation state. */
export function AddressManagePage() {
  const address = addressFromState(useLocation().state);
  return (
    <RequireSession>
      <Page header={<CompactHeader title={address ? "Editar endereço" : "Novo endereço"} />} bottomBar>
        <AddressFormLoader address={address} />
      </Page>
    </RequireSession>
  );
}

/** The first address is offered as the main one, so the saved list is read before the form opens. */
function AddressFormLoader({ address }: { address: Address | null }) {
  const { data: saved, isPending } = useAddresses();
  if (isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden>Carregando...</VisuallyHidden>
        <Skeleton shape="card" height={320} />
      </div>
    );
  }
  return <AddressForm key={address?.id ?? "new"} address={address} first={(saved ?? []).length === 0} />;
}

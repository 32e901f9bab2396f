import { CartIcon, CatalogIcon, HomeIcon, InfoIcon, LogoutIcon, ReceiptIcon, UserIcon } from "@forno/ui/icons";
import { CompactHeader } from "../../components/navigation/compact-header";
import { LinkList, type LinkListEntry } from "../../components/navigation/link-list";
import { Page } from "../../components/layout/page";
import { useSignedIn } from "../../lib/session/session-store";

/** The menu entries of seed 000 section 2; profile and orders ask for a sign-in first when signed out. */
export function menuEntries(signedIn: boolean): LinkListEntry[] {
  return [
    { label: "Início", to: "/", icon: HomeIcon },
    { label: "Cardápio", to: "/catalog", icon: CatalogIcon },
    { label: "Carrinho", to: "/cart", icon: CartIcon },
    { label: "Perfil", to: signedIn ? "/profile" : "/sign-in", icon: UserIcon },
    { label: "Pedidos", to: signedIn ? "/orders" : "/sign-in", icon: ReceiptIcon },
    { label: "Informações", to: "/company", icon: InfoIcon },
    signedIn ? { label: "Sair", to: "/sign-out", icon: LogoutIcon } : { label: "Acessar", to: "/sign-in", icon: UserIcon },
  ];
}

export function MenuPage() {
  const signedIn = useSignedIn();
  return (
    <Page header={<CompactHeader title="Menu" />} bottomBar>
      <LinkList label="Menu" entries={menuEntries(signedIn)} />
    </Page>
  );
}

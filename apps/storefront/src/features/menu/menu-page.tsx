import { CartIcon, CatalogIcon, HomeIcon, InfoIcon, LogoutIcon, PhoneIcon, ReceiptIcon, UserIcon } from "@forno/ui/icons";
import { CompactHeader } from "../../components/navigation/compact-header";
import { LinkList, type LinkListEntry } from "../../components/navigation/link-list";
import { Page } from "../../components/layout/page";
import { useSignedIn } from "../../lib/session/session-store";
import { useStoreWhatsapp } from "../../lib/store-info/use-store-whatsapp";

/**
 * The menu entries of seed 000 section 2; profile and orders ask for a sign-in first when signed
 * out. "Falar com a loja" (a WhatsApp draft, issue 19) follows "Informações" once the store's phone is known.
 */
export function menuEntries(signedIn: boolean, storeWhatsapp: string | null = null): LinkListEntry[] {
  return [
    { label: "Início", to: "/", icon: HomeIcon },
    { label: "Cardápio", to: "/catalog", icon: CatalogIcon },
    { label: "Carrinho", to: "/cart", icon: CartIcon },
    { label: "Perfil", to: signedIn ? "/profile" : "/sign-in", icon: UserIcon },
    { label: "Pedidos", to: signedIn ? "/orders" : "/sign-in", icon: ReceiptIcon },
    { label: "Informações", to: "/company", icon: InfoIcon },
    ...(storeWhatsapp ? [{ label: "Falar com a loja", to: storeWhatsapp, icon: PhoneIcon, external: true }] : []),
    signedIn ? { label: "Sair", to: "/sign-out", icon: LogoutIcon } : { label: "Acessar", to: "/sign-in", icon: UserIcon },
  ];
}

export function MenuPage() {
  const signedIn = useSignedIn();
  const storeWhatsapp = useStoreWhatsapp();
  return (
    <Page header={<CompactHeader title="Menu" />} bottomBar>
      <LinkList label="Menu" entries={menuEntries(signedIn, storeWhatsapp)} />
    </Page>
  );
}

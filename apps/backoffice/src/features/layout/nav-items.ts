import { CatalogIcon, ChartIcon, ClockIcon, HomeIcon, type IconComponent, InfoIcon, LockIcon, PinIcon, PlugIcon, PlusIcon, ReceiptIcon, ScooterIcon, SettingsIcon, StoreIcon, TagIcon, UserIcon } from "@forno/ui/icons";

export interface NavItem {
  to: string;
  label: string;
  icon: IconComponent;
}

/** Every backoffice section (seed 001 section 2.1), the evening's work first. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: "/backoffice/dashboard", label: "Dashboard", icon: HomeIcon },
  { to: "/backoffice/orders", label: "Pedidos", icon: ReceiptIcon },
  { to: "/backoffice/products", label: "Produtos", icon: CatalogIcon },
  { to: "/backoffice/product-additionals", label: "Adicionais", icon: PlusIcon },
  { to: "/backoffice/clients", label: "Clientes", icon: UserIcon },
  { to: "/backoffice/ceps", label: "CEPs", icon: PinIcon },
  { to: "/backoffice/drivers", label: "Entregadores", icon: ScooterIcon },
  { to: "/backoffice/coupons", label: "Cupons", icon: TagIcon },
  // The store's settings (decision 3600): the owner's screens first, the raw table after.
  { to: "/backoffice/store", label: "Minha loja", icon: StoreIcon },
  { to: "/backoffice/hours", label: "Horários", icon: ClockIcon },
  { to: "/backoffice/config", label: "Configurações", icon: SettingsIcon },
  { to: "/backoffice/integrations", label: "Integrações", icon: PlugIcon },
  { to: "/backoffice/reports", label: "Relatórios", icon: ChartIcon },
  { to: "/backoffice/privacy", label: "Privacidade", icon: LockIcon },
  { to: "/backoffice/help", label: "Ajuda", icon: InfoIcon },
];

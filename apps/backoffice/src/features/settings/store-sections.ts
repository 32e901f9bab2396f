import type { SettingKey } from "@forno/domain/schemas";
import type { ComponentType } from "react";
import { LoyaltyRewardPreview } from "./lazy-controls";

/** A screen that holds more of a section's settings (Horários, CEPs, Integrações). */
export interface StoreSectionLink {
  to: string;
  label: string;
  text: string;
}

export interface StoreSection {
  /** Its value in the address: /backoffice/store?secao=pagamentos. */
  id: string;
  title: string;
  intro: string;
  groups: readonly { title: string; keys: readonly SettingKey[] }[];
  links?: readonly StoreSectionLink[];
  /** What the section's values make, as shown or typed (the loyalty card's reward in the customer's words), under its groups. */
  Preview?: ComponentType<{ value: (key: SettingKey) => string }>;
}

/**
 * Minha loja's sections, in the order an owner sets a store up (decision 3600). Each setting key
 * sits in exactly one group (a test checks it); a section may also, or only, point at the screen
 * that holds the rest. A later feature adds its section here with its keys (fields in
 * setting-fields.ts) and, for a screen of its own, a link.
 */
export const STORE_SECTIONS: readonly StoreSection[] = [
  {
    id: "loja",
    title: "Loja",
    intro: "O que o cliente vê sobre a loja: nome, contato, endereço e os dados da empresa.",
    groups: [
      { title: "Loja online", keys: ["appearance.name", "store_info.online", "store_info.offline_message", "store_info.business_hours", "appearance.logo_url"] },
      {
        title: "Contato e endereço",
        keys: [
          "store_info.phone",
          "store_info.postal_code",
          "store_info.street",
          "store_info.number",
          "store_info.neighborhood",
          "store_info.city",
          "store_info.state",
          "store_info.address_notes",
        ],
      },
      { title: "Dados da empresa", keys: ["store_info.legal_name", "store_info.legal_document"] },
      { title: "Redes sociais", keys: ["social.instagram", "social.facebook", "social.whatsapp", "social.site"] },
    ],
  },
  {
    id: "cardapio",
    title: "Cardápio",
    intro: "A ordem do cardápio e os textos da loja online.",
    groups: [
      { title: "Ordem do cardápio", keys: ["catalog.group_order", "catalog.subgroup_order"] },
      { title: "Textos", keys: ["messages.greeting", "messages.note", "messages.price_warning"] },
    ],
    links: [
      { to: "/backoffice/products", label: "Abrir Produtos", text: "Sabores, preços e fotos de cada produto." },
      { to: "/backoffice/product-additionals", label: "Abrir Adicionais", text: "Bordas, massas e outros adicionais." },
    ],
  },
  {
    id: "pagamentos",
    title: "Pagamentos",
    intro: "Pix, a fatura do cartão e o pagamento na entrega. A conta do Mercado Pago (cartão e Pix de verdade) é ligada no servidor: o guia da loja explica como.",
    groups: [
      { title: "Pix", keys: ["payment.pix_key", "payment.merchant_name", "payment.merchant_city"] },
      { title: "Cartão de crédito", keys: ["payment.statement_descriptor"] },
      { title: "Na entrega", keys: ["payment.on_delivery_methods"] },
    ],
  },
  {
    id: "entrega",
    title: "Entrega",
    intro: "O tempo de entrega que o cliente vê; as áreas atendidas e os entregadores têm telas próprias.",
    groups: [{ title: "Tempo de entrega", keys: ["operation.default_delivery_time"] }],
    links: [
      { to: "/backoffice/ceps", label: "Abrir CEPs", text: "Áreas de entrega e a taxa de cada uma. Um CEP fora da lista não recebe entrega." },
      { to: "/backoffice/drivers", label: "Abrir Entregadores", text: "Os entregadores da loja e o fechamento da noite." },
    ],
  },
  {
    id: "pedidos",
    title: "Pedidos e impressão",
    intro: "Como o quadro de pedidos avisa e imprime, os pedidos agendados e as regras de preço.",
    groups: [
      { title: "Quadro de pedidos", keys: ["operation.alert_sound", "operation.late_after_minutes", "operation.very_late_after_minutes"] },
      { title: "Impressão", keys: ["operation.auto_print", "operation.ticket_width"] },
      {
        title: "Pedidos agendados",
        keys: [
          "operation.accept_scheduled_when_closed",
          "operation.schedule_lead_minutes",
          "operation.schedule_max_days",
          "operation.slot_minutes",
          "operation.slot_capacity",
        ],
      },
      { title: "Preços e pedido mínimo", keys: ["operation.fraction_pricing", "operation.min_order_amount", "operation.fractions_same_subgroup"] },
    ],
  },
  {
    id: "cupons",
    title: "Cupons",
    intro: "Descontos para trazer o cliente de volta: porcentagem, valor fixo ou entrega grátis, com as regras de cada um.",
    groups: [],
    links: [{ to: "/backoffice/coupons", label: "Abrir Cupons", text: "Crie, pause e acompanhe os usos de cada cupom, e copie o link para mandar no WhatsApp ou no Instagram." }],
  },
  {
    id: "fidelidade",
    title: "Cartão fidelidade",
    intro: "Um selo por pizza entregue e uma recompensa quando o cartão enche.",
    groups: [
      { title: "Selos", keys: ["loyalty.enabled", "loyalty.stamps_needed", "loyalty.groups", "loyalty.stamp_days"] },
      { title: "Recompensa", keys: ["loyalty.reward", "loyalty.reward_value"] },
    ],
    Preview: LoyaltyRewardPreview,
    links: [{ to: "/backoffice/clients", label: "Abrir Clientes", text: "Os selos de cada cliente e Ajustar selos." }],
  },
  {
    id: "fiscal",
    title: "Fiscal",
    intro: "A NFC-e, a nota fiscal de cada venda, emitida pela Focus NFe. Os códigos de cada produto ficam no produto; aqui ficam os padrões.",
    groups: [
      { title: "NFC-e", keys: ["fiscal.enabled", "fiscal.issue_on", "fiscal.delivery_presence", "fiscal.cancel_window_minutes"] },
      { title: "Códigos padrão (do seu contador)", keys: ["fiscal.default_ncm", "fiscal.default_cfop", "fiscal.default_csosn"] },
    ],
    links: [
      { to: "/backoffice/fiscal", label: "Abrir Fiscal", text: "Notas rejeitadas ou sem resposta, com a mensagem da SEFAZ e Tentar de novo." },
      { to: "/backoffice/products", label: "Abrir Produtos", text: "O NCM, o CFOP, o CSOSN e o CEST de cada produto." },
    ],
  },
  {
    id: "horarios",
    title: "Horários",
    intro: "Os dias e turnos em que a loja abre. Fora deles, a loja online mostra quando abre de novo.",
    groups: [],
    links: [{ to: "/backoffice/hours", label: "Abrir Horários", text: "Dias e turnos da semana, datas especiais (feriados) e a pausa de cozinha cheia." }],
  },
  {
    id: "integracoes",
    title: "Integrações",
    intro: "Sistemas que trabalham junto com a loja.",
    groups: [],
    links: [{ to: "/backoffice/integrations", label: "Abrir Integrações", text: "OpenDelivery: o sistema de gestão da loja (PDV) recebe os pedidos do Forno." }],
  },
];

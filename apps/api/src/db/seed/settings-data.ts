import { DESK_SETTING_DEFAULTS, ON_DELIVERY_SETTING_DEFAULT, ON_DELIVERY_SETTING_KEY } from "@forno/domain/schemas";
import { CATALOG_SETTING_DEFINITIONS } from "./catalog-settings-data";
import { HOURS_SETTING_DEFINITIONS } from "./hours-data";
import type { SettingDefinition } from "./setting-definition";

/**
 * Every setting the API knows. Rows are created at start when missing (never overwritten), so a
 * store without the demo data still answers GET /settings/store. Keys are `<group>.<name>`.
 */
export const SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  { key: "appearance.name", group: "appearance", description: "Nome da loja", type: "text", value: "Forno Pizzaria" },
  { key: "appearance.logo_url", group: "appearance", description: "Logotipo (URL ou caminho)", type: "url", value: "/images/logo.svg" },

  { key: "store_info.online", group: "store_info", description: "Loja online (aceitando pedidos)", type: "boolean", value: "true" },
  {
    key: "store_info.business_hours",
    group: "store_info",
    description: "Horário de funcionamento",
    type: "text",
    value: "Terça a domingo, das 18h às 23h30",
  },
  {
    key: "store_info.offline_message",
    group: "store_info",
    description: "Mensagem com a loja fechada",
    type: "text",
    value: "Estamos fechados agora. Abrimos de terça a domingo, a partir das 18h.",
  },
  { key: "store_info.phone", group: "store_info", description: "Telefone da loja", type: "phone", value: "1132104567" },
  { key: "store_info.street", group: "store_info", description: "Endereço: logradouro", type: "text", value: "Rua Girassol" },
  { key: "store_info.number", group: "store_info", description: "Endereço: número", type: "text", value: "350" },
  { key: "store_info.neighborhood", group: "store_info", description: "Endereço: bairro", type: "text", value: "Vila Madalena" },
  { key: "store_info.city", group: "store_info", description: "Endereço: cidade", type: "text", value: "São Paulo" },
  { key: "store_info.state", group: "store_info", description: "Endereço: UF", type: "state", value: "SP" },
  { key: "store_info.postal_code", group: "store_info", description: "Endereço: CEP", type: "postal_code", value: "05433001" },
  { key: "store_info.address_notes", group: "store_info", description: "Endereço: referência", type: "text", value: "Em frente à Praça Aprendiz das Letras" },
  {
    key: "store_info.legal_name",
    group: "store_info",
    description: "Razão social",
    type: "text",
    value: "Forno Pizzaria e Restaurante Ltda.",
  },
  { key: "store_info.legal_document", group: "store_info", description: "CNPJ", type: "document", value: "45271983000139" },

  { key: "operation.default_delivery_time", group: "operation", description: "Tempo de entrega estimado (minutos)", type: "integer", value: "45" },
  // The live desk (operations.md section 1); their rules beyond the type: deskSettingProblem in the domain.
  {
    key: "operation.alert_sound",
    group: "operation",
    description: "Som de alerta para pedidos novos",
    type: "boolean",
    value: DESK_SETTING_DEFAULTS["operation.alert_sound"],
  },
  {
    key: "operation.auto_print",
    group: "operation",
    description: "Impressão automática ao aceitar (none, kitchen, delivery ou both)",
    type: "text",
    value: DESK_SETTING_DEFAULTS["operation.auto_print"],
  },
  {
    key: "operation.ticket_width",
    group: "operation",
    description: "Largura da comanda (48 = papel de 80 mm, 32 = papel de 58 mm)",
    type: "integer",
    value: DESK_SETTING_DEFAULTS["operation.ticket_width"],
  },
  {
    key: "operation.late_after_minutes",
    group: "operation",
    description: "Pedido atrasado (âmbar) após quantos minutos",
    type: "integer",
    value: DESK_SETTING_DEFAULTS["operation.late_after_minutes"],
  },
  {
    key: "operation.very_late_after_minutes",
    group: "operation",
    description: "Pedido muito atrasado (vermelho) após quantos minutos",
    type: "integer",
    value: DESK_SETTING_DEFAULTS["operation.very_late_after_minutes"],
  },

  { key: "social.instagram", group: "social", description: "Instagram", type: "url", value: "https://www.instagram.com/fornopizzaria.demo" },
  { key: "social.facebook", group: "social", description: "Facebook", type: "url", value: "https://www.facebook.com/fornopizzaria.demo" },
  { key: "social.whatsapp", group: "social", description: "WhatsApp", type: "url", value: "https://wa.me/5511932104567" },
  { key: "social.site", group: "social", description: "Site", type: "url", value: "https://forno.example.com" },

  {
    key: "messages.greeting",
    group: "messages",
    description: "Mensagem de boas-vindas",
    type: "text",
    value: "Massa de longa fermentação e forno a lenha, do jeito que São Paulo gosta.",
  },
  {
    key: "messages.note",
    group: "messages",
    description: "Aviso no cardápio",
    type: "text",
    value: "Pizzas grandes têm 8 fatias e podem ter até 3 sabores; as individuais têm 4 fatias.",
  },
  {
    key: "messages.price_warning",
    group: "messages",
    description: "Aviso sobre preços",
    type: "text",
    value: "Preços sujeitos a alteração sem aviso prévio. Imagens meramente ilustrativas.",
  },

  { key: "payment.pix_key", group: "payment", description: "Chave Pix", type: "text", value: "45271983000139" },
  { key: "payment.merchant_name", group: "payment", description: "Nome do recebedor Pix (até 25 letras)", type: "text", value: "FORNO PIZZARIA", maxLength: 25 },
  { key: "payment.merchant_city", group: "payment", description: "Cidade do recebedor Pix (até 15 letras)", type: "text", value: "SAO PAULO", maxLength: 15 },
  {
    key: "payment.statement_descriptor",
    group: "payment",
    description: "Nome na fatura do cartão",
    type: "text",
    value: "FORNO PIZZARIA",
    maxLength: 22,
  },
  // Payment on delivery (operations.md section 3); its values: onDeliverySettingProblem in the domain.
  {
    key: ON_DELIVERY_SETTING_KEY,
    group: "payment",
    description: "Pagamento na entrega (vazio = desligado, cash, card ou cash,card)",
    type: "text",
    value: ON_DELIVERY_SETTING_DEFAULT,
  },

  ...CATALOG_SETTING_DEFINITIONS,
  ...HOURS_SETTING_DEFINITIONS,
];

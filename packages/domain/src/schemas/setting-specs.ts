/** How a setting's text value is checked on PATCH /settings/{id} (decision 0205). */
export const SETTING_TYPES = ["text", "boolean", "integer", "url", "phone", "document", "postal_code", "state"] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export interface SettingSpec {
  /** The settings table's "Descrição" (seed 001 section 2.8), in the store's words, no codes. */
  description: string;
  type: SettingType;
  /** Extra limit on the value's length (the Pix BR Code caps merchant name and city). */
  maxLength?: number;
}

const spec = (description: string, type: SettingType = "text", maxLength?: number): SettingSpec => (maxLength === undefined ? { description, type } : { description, type, maxLength });

/**
 * Every setting a store has, by key (`<group>.<name>`, decision 0205): what the table calls it and
 * how its value is checked. The API seeds one row per key (values: its demo defaults); the owner's
 * screens give each key a control (decision 3600). A new setting is added here first.
 */
export const SETTING_SPECS = {
  "appearance.name": spec("Nome da loja"),
  "appearance.logo_url": spec("Logotipo (endereço da imagem)", "url"),

  "store_info.online": spec("Loja online (aceitando pedidos)", "boolean"),
  "store_info.business_hours": spec("Horário de funcionamento (escrito pela tela Horários)"),
  "store_info.offline_message": spec("Mensagem com a loja fechada"),
  "store_info.phone": spec("Telefone da loja", "phone"),
  "store_info.street": spec("Endereço: logradouro"),
  "store_info.number": spec("Endereço: número"),
  "store_info.neighborhood": spec("Endereço: bairro"),
  "store_info.city": spec("Endereço: cidade"),
  "store_info.state": spec("Endereço: UF", "state"),
  "store_info.postal_code": spec("Endereço: CEP", "postal_code"),
  "store_info.address_notes": spec("Endereço: referência"),
  "store_info.legal_name": spec("Razão social"),
  "store_info.legal_document": spec("CNPJ", "document"),

  "operation.default_delivery_time": spec("Tempo de entrega estimado (minutos)", "integer"),
  "operation.alert_sound": spec("Som de alerta para pedidos novos", "boolean"),
  "operation.auto_print": spec("Impressão automática ao aceitar um pedido"),
  "operation.ticket_width": spec("Largura da comanda (papel de 80 mm ou de 58 mm)", "integer"),
  "operation.late_after_minutes": spec("Pedido atrasado (âmbar) após quantos minutos", "integer"),
  "operation.very_late_after_minutes": spec("Pedido muito atrasado (vermelho) após quantos minutos", "integer"),

  "social.instagram": spec("Instagram", "url"),
  "social.facebook": spec("Facebook", "url"),
  "social.whatsapp": spec("WhatsApp", "url"),
  "social.site": spec("Site", "url"),

  "messages.greeting": spec("Mensagem de boas-vindas"),
  "messages.note": spec("Aviso no cardápio"),
  "messages.price_warning": spec("Aviso sobre preços"),

  "payment.pix_key": spec("Chave Pix"),
  "payment.merchant_name": spec("Nome do recebedor Pix (até 25 letras)", "text", 25),
  "payment.merchant_city": spec("Cidade do recebedor Pix (até 15 letras)", "text", 15),
  "payment.statement_descriptor": spec("Nome na fatura do cartão", "text", 22),
  "payment.on_delivery_methods": spec("Pagamento na entrega (dinheiro, cartão na maquininha)"),

  "catalog.group_order": spec("Ordem dos grupos no cardápio (separados por vírgula)"),
  "catalog.subgroup_order": spec("Ordem dos subgrupos de pizza no cardápio (separados por vírgula)"),

  "operation.schedule_lead_minutes": spec("Pedidos agendados: antecedência mínima (minutos)", "integer"),
  "operation.schedule_max_days": spec("Pedidos agendados: até quantos dias à frente", "integer"),
  "operation.slot_minutes": spec("Pedidos agendados: duração de cada horário (minutos)", "integer"),
  "operation.slot_capacity": spec("Pedidos agendados: quantos por horário", "integer"),
  "operation.accept_scheduled_when_closed": spec("Pedidos agendados: aceitar com a loja fechada", "boolean"),
  "operation.fraction_pricing": spec("Preço da pizza com mais de um sabor"),
  "operation.min_order_amount": spec("Pedido mínimo em reais (0 = sem mínimo)"),
  "operation.fractions_same_subgroup": spec("Sabores de uma pizza só do mesmo tipo (sem misturar salgada e doce)", "boolean"),

  // The NFC-e (growth.md section 3); their rules beyond the type: fiscalSettingProblem.
  "fiscal.enabled": spec("NFC-e: emitir a nota fiscal de cada venda", "boolean"),
  "fiscal.issue_on": spec("NFC-e: quando emitir a nota (ao pagar ou ao entrar em preparo)"),
  "fiscal.default_ncm": spec("NFC-e: NCM padrão dos produtos sem NCM (8 dígitos)"),
  "fiscal.default_cfop": spec("NFC-e: CFOP padrão dos produtos sem CFOP (4 dígitos)"),
  "fiscal.default_csosn": spec("NFC-e: CSOSN padrão dos produtos sem CSOSN (3 dígitos)"),
  "fiscal.delivery_presence": spec("NFC-e: presença do comprador nas entregas (presencial ou entrega em domicílio)"),
  "fiscal.cancel_window_minutes": spec("NFC-e: prazo para cancelar a nota (minutos)", "integer"),

  // The loyalty card (growth.md section 2); their rules beyond the type: loyaltySettingProblem.
  "loyalty.enabled": spec("Cartão fidelidade: ativo", "boolean"),
  "loyalty.stamps_needed": spec("Cartão fidelidade: selos para uma recompensa (2 a 50)", "integer"),
  "loyalty.groups": spec("Cartão fidelidade: grupos de produtos cujas pizzas dão selo (separados por vírgula)"),
  "loyalty.reward": spec("Cartão fidelidade: recompensa (pizza grátis, entrega grátis ou desconto fixo)"),
  "loyalty.reward_value": spec("Cartão fidelidade: valor da recompensa em reais (preço máximo da pizza grátis, ou o desconto fixo)"),
  "loyalty.stamp_days": spec("Cartão fidelidade: validade de cada selo (dias)", "integer"),
} as const satisfies Record<string, SettingSpec>;

export type SettingKey = keyof typeof SETTING_SPECS;
export const SETTING_KEYS = Object.keys(SETTING_SPECS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_SPECS, key);
}

/** The group of a key: the part before the dot ("store_info.online" -> "store_info"). */
export function settingGroupOf(key: string): string {
  return key.slice(0, key.indexOf("."));
}

/** The setting the Horários screen writes: its text follows the week (decision 3602). */
export const BUSINESS_HOURS_SETTING_KEY = "store_info.business_hours" satisfies SettingKey;

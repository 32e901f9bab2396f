import { FISCAL_SETTING_DEFAULTS } from "@forno/domain/fiscal";
import { LOYALTY_SETTING_DEFAULTS } from "@forno/domain/loyalty";
import { SETTING_KEYS, SETTING_SPECS, type Setting, type SettingKey, settingGroupOf } from "@forno/domain/schemas";

const UPDATED_AT = "2025-05-10T18:00:00.000Z";

/** The mock store's value of every setting the API has (keys, groups and descriptions from the domain). */
const MOCK_SETTING_VALUES: Readonly<Record<SettingKey, string>> = {
  "appearance.name": "Forno",
  "appearance.logo_url": "/images/logo.svg",
  "store_info.online": "true",
  "store_info.business_hours": "Todos os dias, 24 horas",
  "store_info.offline_message": "Estamos fechados agora. Voltamos em breve!",
  "store_info.phone": "1133334444",
  "store_info.street": "Rua Girassol",
  "store_info.number": "350",
  "store_info.neighborhood": "Vila Madalena",
  "store_info.city": "São Paulo",
  "store_info.state": "SP",
  "store_info.postal_code": "05433001",
  "store_info.address_notes": "Em frente à Praça Aprendiz das Letras",
  "store_info.legal_name": "Forno Pizzaria e Restaurante Ltda.",
  "store_info.legal_document": "45271983000139",
  "operation.default_delivery_time": "50",
  "operation.alert_sound": "true",
  "operation.auto_print": "none",
  "operation.ticket_width": "48",
  "operation.late_after_minutes": "10",
  "operation.very_late_after_minutes": "20",
  "social.instagram": "https://www.instagram.com/forno.demo",
  "social.facebook": "https://www.facebook.com/forno.demo",
  "social.whatsapp": "https://wa.me/5511933334444",
  "social.site": "https://forno.example.com",
  "messages.greeting": "Massa de longa fermentação e forno a lenha, do jeito que São Paulo gosta.",
  "messages.note": "Pizzas grandes têm 8 fatias e podem ter até 3 sabores; as individuais têm 4 fatias.",
  "messages.price_warning": "Preços sujeitos a alteração sem aviso prévio. Imagens meramente ilustrativas.",
  "payment.pix_key": "45271983000139",
  "payment.merchant_name": "FORNO PIZZARIA",
  "payment.merchant_city": "SAO PAULO",
  "payment.statement_descriptor": "FORNO PIZZARIA",
  "payment.on_delivery_methods": "",
  "catalog.group_order": "Pizzas Grandes, Pizzas Individuais, Bebidas, Sobremesas",
  "catalog.subgroup_order": "Tradicionais, Especiais, Doces",
  "operation.schedule_lead_minutes": "30",
  "operation.schedule_max_days": "7",
  "operation.slot_minutes": "30",
  "operation.slot_capacity": "10",
  "operation.accept_scheduled_when_closed": "true",
  "operation.fraction_pricing": "proportional",
  "operation.min_order_amount": "0",
  "operation.fractions_same_subgroup": "false",
  ...FISCAL_SETTING_DEFAULTS,
  ...LOYALTY_SETTING_DEFAULTS,
};

/** GET /settings's rows of the mock store, ids in the API's seed order. */
export function mockSettings(): Setting[] {
  return SETTING_KEYS.map((key, index) => ({
    id: index + 1,
    key,
    group: settingGroupOf(key),
    description: SETTING_SPECS[key].description,
    value: MOCK_SETTING_VALUES[key],
    updated_at: UPDATED_AT,
  }));
}

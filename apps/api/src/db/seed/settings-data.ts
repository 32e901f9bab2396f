import { DESK_SETTING_DEFAULTS, HOURS_SETTING_DEFAULTS, ON_DELIVERY_SETTING_DEFAULT, ON_DELIVERY_SETTING_KEY, SETTING_KEYS, SETTING_SPECS, type SettingKey, type SettingType, settingGroupOf } from "@forno/domain/schemas";
import { FISCAL_SETTING_DEFAULTS } from "@forno/domain/fiscal";
import { LOYALTY_SETTING_DEFAULTS } from "@forno/domain/loyalty";
import { CATALOG_SETTING_DEFAULTS } from "./catalog-settings-data";

export interface SettingDefinition {
  key: SettingKey;
  group: string;
  description: string;
  type: SettingType;
  /** The value a new store starts with (the demo pizzeria's). */
  value: string;
}

/**
 * The value each setting starts with: the demo pizzeria's. The keys, descriptions and types are
 * the domain's SETTING_SPECS; the compiler asks for a value for every key.
 */
const SETTING_DEFAULTS: Readonly<Record<SettingKey, string>> = {
  "appearance.name": "Forno Pizzaria",
  "appearance.logo_url": "/images/logo.svg",

  "store_info.online": "true",
  // Written from the store's hours at every start and every PUT /store/hours (decision 3602).
  "store_info.business_hours": "Terça a domingo, das 18h às 23h30",
  // No hours here: they would contradict the store's hours once they change.
  "store_info.offline_message": "Estamos fechados agora. Voltamos em breve!",
  "store_info.phone": "1132104567",
  "store_info.street": "Rua Girassol",
  "store_info.number": "350",
  "store_info.neighborhood": "Vila Madalena",
  "store_info.city": "São Paulo",
  "store_info.state": "SP",
  "store_info.postal_code": "05433001",
  "store_info.address_notes": "Em frente à Praça Aprendiz das Letras",
  "store_info.legal_name": "Forno Pizzaria e Restaurante Ltda.",
  "store_info.legal_document": "45271983000139",

  "operation.default_delivery_time": "45",
  // The live desk (operations.md section 1); their rules beyond the type: deskSettingProblem in the domain.
  ...DESK_SETTING_DEFAULTS,

  "social.instagram": "https://www.instagram.com/fornopizzaria.demo",
  "social.facebook": "https://www.facebook.com/fornopizzaria.demo",
  "social.whatsapp": "https://wa.me/5511932104567",
  "social.site": "https://forno.example.com",

  "messages.greeting": "Massa de longa fermentação e forno a lenha, do jeito que São Paulo gosta.",
  "messages.note": "Pizzas grandes têm 8 fatias e podem ter até 3 sabores; as individuais têm 4 fatias.",
  "messages.price_warning": "Preços sujeitos a alteração sem aviso prévio. Imagens meramente ilustrativas.",

  "payment.pix_key": "45271983000139",
  "payment.merchant_name": "FORNO PIZZARIA",
  "payment.merchant_city": "SAO PAULO",
  "payment.statement_descriptor": "FORNO PIZZARIA",
  // Payment on delivery (operations.md section 3); its values: onDeliverySettingProblem in the domain.
  [ON_DELIVERY_SETTING_KEY]: ON_DELIVERY_SETTING_DEFAULT,

  ...CATALOG_SETTING_DEFAULTS,
  // Scheduling and pricing (contract section 2, decision 1606); their rules: hoursSettingProblem.
  ...HOURS_SETTING_DEFAULTS,
  // The NFC-e (growth.md section 3): off until the store turns it on; rules: fiscalSettingProblem.
  ...FISCAL_SETTING_DEFAULTS,
  // The loyalty card (growth.md section 2): off until the store turns it on; rules: loyaltySettingProblem.
  ...LOYALTY_SETTING_DEFAULTS,
};

/**
 * Every setting the API knows. Rows are created at start when missing (values never overwritten),
 * so a store without the demo data still answers GET /settings/store. Keys are `<group>.<name>`.
 */
export const SETTING_DEFINITIONS: readonly SettingDefinition[] = SETTING_KEYS.map((key) => ({
  key,
  group: settingGroupOf(key),
  description: SETTING_SPECS[key].description,
  type: SETTING_SPECS[key].type,
  value: SETTING_DEFAULTS[key],
}));

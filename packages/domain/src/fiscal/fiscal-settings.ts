import { FISCAL_CODE_MESSAGES, fiscalCodeDigits, isFiscalCode } from "./fiscal-codes";

/** When a note is issued by itself: when the order is paid, or when it goes into preparation (accepted). */
export const FISCAL_ISSUE_ON_CHOICES = ["paid", "preparation"] as const;
export type FiscalIssueOn = (typeof FISCAL_ISSUE_ON_CHOICES)[number];

/** `presenca_comprador` of a delivery: 1 (in person, the contract's default) or 4 (home delivery). Pickups are always 1. */
export const FISCAL_PRESENCE_CHOICES = ["1", "4"] as const;
export type FiscalPresence = (typeof FISCAL_PRESENCE_CHOICES)[number];

/** The `fiscal.*` settings of growth.md section 3: keys and the value a store starts with. */
export const FISCAL_SETTING_DEFAULTS = {
  "fiscal.enabled": "false",
  "fiscal.issue_on": "preparation",
  "fiscal.default_ncm": "",
  "fiscal.default_cfop": "",
  "fiscal.default_csosn": "",
  "fiscal.delivery_presence": "1",
  "fiscal.cancel_window_minutes": "30",
} as const;
export type FiscalSettingKey = keyof typeof FISCAL_SETTING_DEFAULTS;

/** The default codes may be empty: "" means no default (each product then needs its own). */
export const FISCAL_EMPTY_ALLOWED_KEYS = ["fiscal.default_ncm", "fiscal.default_cfop", "fiscal.default_csosn"] as const;

/** States differ: at most a day (SEFAZ-SP gives 30 minutes). */
export const MAX_CANCEL_WINDOW_MINUTES = 1440;

export const FISCAL_SETTING_MESSAGES = {
  issueOn: "Valor inválido: use paid (quando o pedido é pago) ou preparation (quando entra em preparo).",
  presence: "Valor inválido: use 1 (venda presencial) ou 4 (entrega em domicílio).",
  cancelWindow: `Valor inválido: use um número de minutos entre 1 e ${MAX_CANCEL_WINDOW_MINUTES}.`,
} as const;

/** The rule of a `fiscal.*` setting's new value beyond its type; null when valid (also for other keys). */
export function fiscalSettingProblem(key: string, value: string): string | null {
  switch (key) {
    case "fiscal.issue_on":
      return (FISCAL_ISSUE_ON_CHOICES as readonly string[]).includes(value) ? null : FISCAL_SETTING_MESSAGES.issueOn;
    case "fiscal.delivery_presence":
      return (FISCAL_PRESENCE_CHOICES as readonly string[]).includes(value) ? null : FISCAL_SETTING_MESSAGES.presence;
    case "fiscal.cancel_window_minutes": {
      const minutes = Number(value);
      return Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_CANCEL_WINDOW_MINUTES ? null : FISCAL_SETTING_MESSAGES.cancelWindow;
    }
    case "fiscal.default_ncm":
      return value === "" || isFiscalCode("ncm", value) ? null : FISCAL_CODE_MESSAGES.ncm;
    case "fiscal.default_cfop":
      return value === "" || isFiscalCode("cfop", value) ? null : FISCAL_CODE_MESSAGES.cfop;
    case "fiscal.default_csosn":
      return value === "" || isFiscalCode("csosn", value) ? null : FISCAL_CODE_MESSAGES.csosn;
    default:
      return null;
  }
}

/** A default code as stored: its digits ("2106.90.90" -> "21069090"). */
export function normaliseFiscalSetting(key: string, value: string): string {
  return (FISCAL_EMPTY_ALLOWED_KEYS as readonly string[]).includes(key) ? fiscalCodeDigits(value) : value;
}

/** The fiscal settings as the note and the cancellation read them. */
export interface FiscalSettings {
  enabled: boolean;
  issueOn: FiscalIssueOn;
  defaults: { ncm: string | null; cfop: string | null; csosn: string | null };
  deliveryPresence: FiscalPresence;
  cancelWindowMinutes: number;
}

/** The stored values (missing ones: their defaults) read as FiscalSettings. */
export function readFiscalSettings(value: (key: FiscalSettingKey) => string | undefined): FiscalSettings {
  const text = (key: FiscalSettingKey) => value(key) ?? FISCAL_SETTING_DEFAULTS[key];
  const issueOn = text("fiscal.issue_on");
  const presence = text("fiscal.delivery_presence");
  const window = Number.parseInt(text("fiscal.cancel_window_minutes"), 10);
  return {
    enabled: text("fiscal.enabled") === "true",
    issueOn: issueOn === "paid" ? "paid" : "preparation",
    defaults: { ncm: text("fiscal.default_ncm") || null, cfop: text("fiscal.default_cfop") || null, csosn: text("fiscal.default_csosn") || null },
    deliveryPresence: presence === "4" ? "4" : "1",
    cancelWindowMinutes: Number.isInteger(window) && window >= 1 ? window : 30,
  };
}

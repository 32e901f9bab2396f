// The NFC-e (growth.md section 3): the note built from an order, the fiscal codes and settings,
// and the texts every screen shows of a note. Pure; the API issues, the apps show.
export { FISCAL_CODE_FIELDS, FISCAL_CODE_MESSAGES, FISCAL_ORIGINS, NO_FISCAL_CODES, fiscalCodeDigits, isFiscalCode } from "./fiscal-codes";
export type { FiscalCodeField, ProductFiscalCodes } from "./fiscal-codes";
export {
  FISCAL_ISSUE_ON_CHOICES,
  FISCAL_PRESENCE_CHOICES,
  FISCAL_SETTING_DEFAULTS,
  FISCAL_EMPTY_ALLOWED_KEYS,
  FISCAL_SETTING_MESSAGES,
  MAX_CANCEL_WINDOW_MINUTES,
  fiscalSettingProblem,
  normaliseFiscalSetting,
  readFiscalSettings,
} from "./fiscal-settings";
export type { FiscalIssueOn, FiscalPresence, FiscalSettingKey, FiscalSettings } from "./fiscal-settings";
export { spreadCentavos } from "./spread";
export { nfceMoney, nfceCentavos, nfceDateTime } from "./nfce-money";
export { NFCE_PAYMENT_CODES, nfcePayment } from "./nfce-payment";
export type { NfcePayment } from "./nfce-payment";
export { NFCE_BUILD_MESSAGES, buildNfceNote } from "./nfce-note";
export type { NfceBuild, NfceInput, NfceItem, NfceNote, NfceOrder, NfceProducts } from "./nfce-note";
export { CUSTOMER_NOTE_LINK, FISCAL_MESSAGES, FISCAL_STATUSES, FISCAL_STATUS_LABELS, accessKeyGroups, cancelDeadline, isCancelReason, staffFiscalState } from "./fiscal-texts";
export type { FiscalStatus, FiscalTone, StaffFiscalSource } from "./fiscal-texts";

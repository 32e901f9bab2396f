/**
 * Words an owner must never read on the settings screens (decision 3600): the values the API
 * stores (true, none, kitchen, cash...), its group names, and the English a developer would
 * write. Loanwords Portuguese uses (online, site, app, Pix, QR Code) are fine.
 */
const FORBIDDEN_WORDS = new Set([
  // stored values and codes
  "true", "false", "none", "null", "undefined", "kitchen", "delivery", "both", "cash", "card", "proportional", "highest",
  // the settings' groups and types ("social" is Portuguese too: "Razão social")
  "appearance", "store_info", "operation", "messages", "payment", "catalog", "boolean", "integer", "url", "postal_code", "document", "state",
  // English a screen could leak
  "the", "and", "or", "of", "to", "is", "on", "off", "yes", "settings", "setting", "store", "value", "key", "name", "phone", "code", "text", "group",
  "order", "orders", "minutes", "width", "sound", "alert", "print", "save", "cancel", "edit", "error", "loading", "open", "closed", "hours", "week",
  "always", "price", "legal", "note", "greeting", "info", "enabled", "disabled", "submit",
]);

/** Everything in a text that is not plain Portuguese: forbidden words, snake_case and dotted keys. URLs and paths are left out. */
export function rawCodesAndEnglish(text: string): string[] {
  const prose = text
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/(^|\s)\/\S*/g, " ")
    .replace(/\bQR Code\b/g, " ");
  const codes = prose.match(/\b[a-z]+(?:_[a-z]+)+\b|\b[a-z]+\.[a-z_]+\b/g) ?? [];
  const words = (prose.match(/[\p{L}_]+/gu) ?? []).filter((word) => FORBIDDEN_WORDS.has(word.toLowerCase()));
  return [...new Set([...codes, ...words])];
}

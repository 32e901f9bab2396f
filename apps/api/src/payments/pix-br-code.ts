/**
 * Pix "copia e cola" (BR Code): an EMV merchant-presented QR payload in TLV form, as the Central
 * Bank's manual describes it (payments.md). Static code with the amount and the order's txid.
 */

const GUI = "br.gov.bcb.pix";
const MERCHANT_NAME_MAX = 25;
const MERCHANT_CITY_MAX = 15;
const TXID_MAX = 25;

/** One TLV field: 2-digit id, 2-digit length, value (ASCII only, so characters = bytes). */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final xor; 4 upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (let i = 0; i < payload.length; i++) {
    crc ^= payload.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/**
 * Merchant name and city as the BR Code wants them: no accents, upper case, only letters, digits,
 * spaces and a few safe signs, trimmed to the field's limit ("São Paulo" -> "SAO PAULO").
 */
export function brCodeText(value: string, maxLength: number): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9 .\-&/]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxLength)
    .trim();
}

/** A txid: letters and digits only, at most 25 (anything else is dropped); "***" when empty. */
function brCodeTxid(value: string): string {
  const txid = value.replace(/[^A-Za-z0-9]/g, "").slice(0, TXID_MAX);
  return txid === "" ? "***" : txid;
}

export interface BrCodeInput {
  /** The store's Pix key (CNPJ, CPF, phone, e-mail or random key), as registered at its bank. */
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  /** Reais; written with a dot and two decimals. */
  amount: number;
  txid: string;
}

/**
 * The BR Code of one charge: payload format 01, single use (01 = 12), merchant account (GUI + key),
 * MCC 0000, currency 986 (BRL), amount, country BR, merchant name and city, additional data with the
 * txid, and the CRC16 computed over everything before it including "6304".
 */
export function buildPixBrCode(input: BrCodeInput): string {
  const key = input.pixKey.trim();
  if (key === "") throw new Error("the store has no Pix key (setting payment.pix_key)");
  const name = brCodeText(input.merchantName, MERCHANT_NAME_MAX) || "LOJA";
  const city = brCodeText(input.merchantCity, MERCHANT_CITY_MAX) || "BRASIL";
  if (!(input.amount > 0)) throw new RangeError("a Pix charge needs a positive amount");
  const payload =
    field("00", "01") +
    field("01", "12") +
    field("26", field("00", GUI) + field("01", key)) +
    field("52", "0000") +
    field("53", "986") +
    field("54", input.amount.toFixed(2)) +
    field("58", "BR") +
    field("59", name) +
    field("60", city) +
    field("62", field("05", brCodeTxid(input.txid))) +
    "6304";
  return payload + crc16(payload);
}

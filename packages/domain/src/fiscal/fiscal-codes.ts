/**
 * A product's fiscal codes (growth.md section 3): filled by the store's accountant, never
 * constants. NCM 8 digits, CFOP 4, CSOSN (or CST) 3, CEST 7 (only listed goods, e.g. drinks under
 * tax substitution), origin 0-8 (0: national).
 */
export interface ProductFiscalCodes {
  ncm: string | null;
  cfop: string | null;
  csosn: string | null;
  cest: string | null;
  origin: number;
}

export const NO_FISCAL_CODES: ProductFiscalCodes = { ncm: null, cfop: null, csosn: null, cest: null, origin: 0 };

/** The digits each code has, and the Portuguese name the screens and messages give it. */
export const FISCAL_CODE_FIELDS = {
  ncm: { digits: 8, label: "NCM", example: "21069090" },
  cfop: { digits: 4, label: "CFOP", example: "5101" },
  csosn: { digits: 3, label: "CSOSN", example: "102" },
  cest: { digits: 7, label: "CEST", example: "0300700" },
} as const;
export type FiscalCodeField = keyof typeof FISCAL_CODE_FIELDS;

/** The 400 of a bad code names the field and says what it takes. */
export const FISCAL_CODE_MESSAGES = {
  ncm: "NCM inválido: use os 8 dígitos do código (ex.: 21069090).",
  cfop: "CFOP inválido: use os 4 dígitos do código (ex.: 5101).",
  csosn: "CSOSN inválido: use os 3 dígitos do código (ex.: 102).",
  cest: "CEST inválido: use os 7 dígitos do código (ex.: 0300700).",
  origin: "Origem inválida: use um número de 0 a 8 (0 = nacional).",
} as const satisfies Record<FiscalCodeField | "origin", string>;

/** The digits of a code as typed ("2106.90.90" -> "21069090"); "" for none. */
export function fiscalCodeDigits(value: string): string {
  return value.replace(/[\s.-]/g, "");
}

/** Whether `value` (already digits) is a valid code for `field`. */
export function isFiscalCode(field: FiscalCodeField, value: string): boolean {
  return new RegExp(`^\\d{${FISCAL_CODE_FIELDS[field].digits}}$`).test(value);
}

/** The NFC-e's origin codes (icms_origem), as the accountant reads them. */
export const FISCAL_ORIGINS = [
  { value: 0, label: "0 - Nacional" },
  { value: 1, label: "1 - Estrangeira, importação direta" },
  { value: 2, label: "2 - Estrangeira, comprada no Brasil" },
  { value: 3, label: "3 - Nacional, mais de 40% importado" },
  { value: 4, label: "4 - Nacional, processo produtivo básico" },
  { value: 5, label: "5 - Nacional, até 40% importado" },
  { value: 6, label: "6 - Estrangeira, importação direta, sem similar nacional" },
  { value: 7, label: "7 - Estrangeira, comprada no Brasil, sem similar nacional" },
  { value: 8, label: "8 - Nacional, mais de 70% importado" },
] as const;

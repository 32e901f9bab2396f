/** What a spreadsheet set to Portuguese opens as columns (contract part 2, section 4). */
export const CSV_SEPARATOR = ";";
const BOM = "\uFEFF";
const NEEDS_QUOTES = /[;"\r\n]/;
/** A cell starting like a formula is run by spreadsheets (CSV injection): decision 1802. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** 12.5 -> "12,50": two decimals, decimal comma, no thousands separator. */
export function decimalComma(value: number): string {
  return value.toFixed(2).replace(".", ",");
}

/** One cell: quoted when it holds the separator, a quote or a line break; a formula-like text is prefixed with '. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: byte-order mark, the header row, then one line per row, CRLF line ends. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(CSV_SEPARATOR));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

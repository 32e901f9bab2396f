/** "49,90", "49.90", "R$ 1.234,50" as a number of reais; null when the text is not a price. */
export function parseReais(text: string): number | null {
  const trimmed = text.trim().replace(/^R\$\s*/, "");
  const normalised = trimmed.includes(",") ? trimmed.replace(/\./g, "").replace(",", ".") : trimmed;
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  return Number(normalised);
}

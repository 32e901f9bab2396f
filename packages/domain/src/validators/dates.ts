const BIRTHDAY_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear keeps them as typed.
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Seed 001 section 5: a birthday typed dd/MM/yyyy is valid when it round-trips exactly (31/02/2000 does not). */
export function isValidBirthday(value: string): boolean {
  const match = BIRTHDAY_PATTERN.exec(value);
  if (!match) return false;
  return isRealDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** An ISO calendar date (YYYY-MM-DD) naming a real day. */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  return isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

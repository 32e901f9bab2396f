import { z } from "zod";
import { isValidBirthday, isValidIsoDate } from "../validators/dates";
import { MESSAGES } from "./messages";

/** "10/05/1990" (as typed in forms) -> "1990-05-10" (as on the wire). Throws on an invalid date. */
export function birthdayToIsoDate(birthday: string): string {
  if (!isValidBirthday(birthday)) throw new Error(`${MESSAGES.dateInvalid}: ${birthday}`);
  const [day, month, year] = birthday.split("/");
  return `${year}-${month}-${day}`;
}

/** "1990-05-10" (or an ISO instant whose date part is that) -> "10/05/1990" for a form field. */
export function isoDateToBirthday(isoDate: string): string {
  const datePart = isoDate.slice(0, 10);
  if (!isValidIsoDate(datePart)) throw new Error(`${MESSAGES.dateInvalid}: ${isoDate}`);
  const [year, month, day] = datePart.split("-");
  return `${day}/${month}/${year}`;
}

/** Form field: optional; empty, or dd/MM/yyyy that round-trips exactly (31/02/2000 is "Data inválida"). */
export const birthdayFormSchema = z
  .string({ error: MESSAGES.dateInvalid })
  .trim()
  .refine((value) => value === "" || isValidBirthday(value), MESSAGES.dateInvalid)
  .optional();

/** Wire field: optional ISO date (1990-05-10); "" and null both mean "no birthday" and come out as null. */
export const birthdayWireSchema = z
  .string({ error: MESSAGES.dateInvalid })
  .trim()
  .refine((value) => value === "" || isValidIsoDate(value), MESSAGES.dateInvalid)
  .nullish()
  .transform((value) => (value === "" ? null : value));

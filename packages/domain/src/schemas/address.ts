import { z } from "zod";
import { isMaskedCep } from "../validators/cep";
import { addressCepSchema } from "./cep";
import { MESSAGES } from "./messages";
import { cepDigitsSchema, cepInputSchema, idSchema, optionalTextInputSchema } from "./primitives";

/** A saved client address as the API answers it, with its nested `Cep`. */
export const addressSchema = z.object({
  id: idSchema,
  alias: z.string().nullable(),
  number: z.string(),
  address_info: z.string().nullable(),
  address_notes: z.string().nullable(),
  postal_code: cepDigitsSchema,
  is_default: z.boolean(),
  neighborhood: z.string().nullable(),
  Cep: addressCepSchema,
});
export type Address = z.infer<typeof addressSchema>;

/** Address number as typed: required, digits only, greater than zero (a JSON number is accepted too). */
export const addressNumberSchema = z
  .union([z.string(), z.number()], { error: MESSAGES.numberRequired })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGES.numberRequired, abort: true })
      .regex(/^\d+$/, { error: MESSAGES.numberNumeric, abort: true })
      .refine((value) => Number(value) > 0, MESSAGES.numberPositive),
  );

/** Alias: optional ("" allowed), otherwise at least 2 characters. */
const aliasField = z
  .string()
  .trim()
  .refine((value) => value === "" || value.length >= 2, MESSAGES.aliasShort)
  .refine((value) => value.length <= 40, MESSAGES.aliasShort);

/** Address form (profile/address/manage): the CEP must be typed with its mask, 12345-678. */
export const addressFormSchema = z.object({
  postal_code: z.string({ error: MESSAGES.cepFormat }).trim().refine(isMaskedCep, MESSAGES.cepFormat),
  number: z.string({ error: MESSAGES.numberRequired }).trim().min(1, { error: MESSAGES.numberRequired, abort: true }).regex(/^\d+$/, { error: MESSAGES.numberNumeric, abort: true }).refine((value) => Number(value) > 0, MESSAGES.numberPositive),
  address_info: z.string().optional(),
  address_notes: z.string().optional(),
  alias: aliasField.optional(),
  is_default: z.boolean(),
});
export type AddressForm = z.infer<typeof addressFormSchema>;

const addressBodyShape = {
  postal_code: cepInputSchema,
  number: addressNumberSchema,
  address_info: optionalTextInputSchema,
  address_notes: optionalTextInputSchema,
  alias: aliasField.nullish().transform((value) => (value ? value : null)),
  neighborhood: optionalTextInputSchema,
};

/** POST /client-addresses: the CEP with or without its mask (normalised to digits). */
export const addressCreateBodySchema = z.object({ ...addressBodyShape, is_default: z.boolean().default(false) });
export type AddressCreateBody = z.output<typeof addressCreateBodySchema>;

/** PATCH /client-addresses/{id}: every field optional. */
export const addressUpdateBodySchema = z.object({ ...addressBodyShape, is_default: z.boolean() }).partial();
export type AddressUpdateBody = z.output<typeof addressUpdateBodySchema>;

/** Address form values -> POST/PATCH body (empty optional texts become null). */
export function addressFormToBody(form: AddressForm): z.input<typeof addressCreateBodySchema> {
  return {
    postal_code: form.postal_code,
    number: form.number,
    address_info: form.address_info || null,
    address_notes: form.address_notes || null,
    alias: form.alias || null,
    is_default: form.is_default,
  };
}

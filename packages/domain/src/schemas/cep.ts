import { z } from "zod";
import { MESSAGES } from "./messages";
import { listQuerySchema, whereBooleanSchema, whereNumberSchema, whereTextSchema } from "./list-query";
import { parseCoordinate } from "../format/parse-coordinate";
import { cepDigitsSchema, cepInputSchema, moneySchema } from "./primitives";

export const latitudeSchema = z.number({ error: MESSAGES.latitudeInvalid }).min(-90, MESSAGES.latitudeInvalid).max(90, MESSAGES.latitudeInvalid);
export const longitudeSchema = z.number({ error: MESSAGES.longitudeInvalid }).min(-180, MESSAGES.longitudeInvalid).max(180, MESSAGES.longitudeInvalid);

/** A form's coordinate text: empty (unset) or decimal degrees with a comma or a point, within the schema's range. */
function coordinateField(schema: z.ZodNumber, message: string) {
  return z
    .string()
    .refine((text) => {
      const value = parseCoordinate(text);
      return value === null || schema.safeParse(value).success;
    }, message)
    .default("");
}

/** A delivery area (one CEP) as staff see it. `amount` is its delivery fee; null means the default fee. */
export const cepAreaSchema = z.object({
  postal_code: cepDigitsSchema,
  street: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  amount: moneySchema.nullable(),
  active: z.boolean(),
  /** Where the area's addresses are (decimal degrees), for OpenDelivery's delivery address (operations.md section 7); null until staff set it. */
  latitude: latitudeSchema.nullable(),
  longitude: longitudeSchema.nullable(),
});
export type CepArea = z.infer<typeof cepAreaSchema>;

/** GET /ceps/{postalCode}: lookup of an active area. */
export const cepLookupSchema = cepAreaSchema.omit({ active: true, latitude: true, longitude: true });
export type CepLookup = z.infer<typeof cepLookupSchema>;

/** The `Cep` nested in a saved address. */
export const addressCepSchema = cepLookupSchema.omit({ postal_code: true });
export type AddressCep = z.infer<typeof addressCepSchema>;

/** Path parameter {postalCode}, masked or not; outputs 8 digits. */
export const postalCodeParamSchema = cepInputSchema;

const cepRequired = z.string({ error: MESSAGES.cepRequired }).trim().min(1, MESSAGES.cepRequired);
const streetField = z.string({ error: MESSAGES.streetRequired }).trim().min(1, MESSAGES.streetRequired).max(200, MESSAGES.streetRequired);
const neighborhoodField = z.string({ error: MESSAGES.neighborhoodRequired }).trim().min(1, MESSAGES.neighborhoodRequired).max(120, MESSAGES.neighborhoodRequired);
const cityField = z.string({ error: MESSAGES.cityRequired }).trim().min(1, MESSAGES.cityRequired).max(120, MESSAGES.cityRequired);
const stateField = z
  .string({ error: MESSAGES.stateInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, MESSAGES.stateInvalid);

/** Backoffice CEP edit form: CEP, Logradouro, Bairro required; 'Exibe no App?' is `active`; Latitude and Longitude optional (OpenDelivery). */
export const cepFormSchema = z.object({
  postal_code: cepRequired,
  street: streetField,
  neighborhood: neighborhoodField,
  active: z.boolean(),
  latitude: coordinateField(latitudeSchema, MESSAGES.latitudeInvalid),
  longitude: coordinateField(longitudeSchema, MESSAGES.longitudeInvalid),
});
export type CepForm = z.infer<typeof cepFormSchema>;

/** The CEP edit form strips special characters from the street and neighborhood defaults (seed 001 section 5). */
export function stripSpecialCharacters(value: string): string {
  return value.replace(/[^\p{L}\p{N}\s]/gu, "").replace(/\s+/g, " ").trim();
}

/** PATCH /ceps/{postalCode}: every field optional; a given CEP is normalised to digits. */
export const cepUpdateBodySchema = z
  .object({
    postal_code: cepRequired.pipe(cepInputSchema),
    street: streetField,
    neighborhood: neighborhoodField,
    city: cityField,
    state: stateField,
    amount: moneySchema.nullable(),
    active: z.boolean(),
    latitude: latitudeSchema.nullable(),
    longitude: longitudeSchema.nullable(),
  })
  .partial();
export type CepUpdateBody = z.output<typeof cepUpdateBodySchema>;

/** POST /ceps: a new delivery area. */
export const cepCreateBodySchema = z.object({
  postal_code: cepRequired.pipe(cepInputSchema),
  street: streetField,
  neighborhood: neighborhoodField,
  city: cityField,
  state: stateField,
  amount: moneySchema.nullable().default(null),
  active: z.boolean().default(true),
  latitude: latitudeSchema.nullable().default(null),
  longitude: longitudeSchema.nullable().default(null),
});
export type CepCreateBody = z.output<typeof cepCreateBodySchema>;

export const CEP_SORT_FIELDS = ["postal_code", "neighborhood", "amount"] as const;

export const cepListQuerySchema = listQuerySchema({
  where: {
    where_postal_code: whereTextSchema,
    where_neighborhood: whereTextSchema,
    where_amount: whereNumberSchema,
    where_active: whereBooleanSchema,
  },
  order: CEP_SORT_FIELDS,
});
export type CepListQuery = z.output<typeof cepListQuerySchema>;

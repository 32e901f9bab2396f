import { z } from "zod";
import { onlyDigits } from "../format/digits";
import { formatEmail } from "../format/text";
import { phoneDigits } from "../format/phone";
import { birthdayFormSchema, birthdayToIsoDate, birthdayWireSchema } from "./birthday";
import { clientNameSchema, documentFormField, emailFormField, passwordSchema, phoneFormField } from "./client-fields";
import { listQuerySchema, whereTextSchema } from "./list-query";
import {
  documentDigitsSchema,
  documentInputSchema,
  idSchema,
  isoDateSchema,
  optionalEmailInputSchema,
  phoneDigitsSchema,
  phoneInputSchema,
} from "./primitives";

/** A client as the API answers it (never the password). */
export const clientSchema = z.object({
  id: idSchema,
  name: z.string(),
  document: documentDigitsSchema,
  phone: phoneDigitsSchema,
  email: z.string().nullable(),
  birthday: isoDateSchema.nullable(),
});
export type Client = z.infer<typeof clientSchema>;

/**
 * A client in the staff list (GET /clients): also those staff created by name and phone for a phone
 * or counter order, who have no document (decision 1711). A signed-in client always has one.
 */
export const listedClientSchema = clientSchema.extend({
  document: documentDigitsSchema.nullable(),
  /** Unexpired stamps of the loyalty card (growth.md section 2), free to use. */
  loyalty_stamps: z.number().int().nonnegative(),
});
export type ListedClient = z.infer<typeof listedClientSchema>;

/**
 * The `Client` carried by an order. An anonymised client (operations.md section 5) is still named,
 * "Cliente removido", with no phone or e-mail left (decision 3703).
 */
export const orderClientSchema = clientSchema.pick({ name: true, email: true }).extend({ phone: phoneDigitsSchema.nullable() });
export type OrderClient = z.infer<typeof orderClientSchema>;

/** Sign-up form (/sign-up): what is typed, birthday dd/MM/yyyy. */
export const signUpFormSchema = z.object({
  name: clientNameSchema,
  document: documentFormField,
  phone: phoneFormField,
  email: emailFormField.optional(),
  birthday: birthdayFormSchema,
  password: passwordSchema,
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** POST /clients: masked or bare document and phone (out as digits), birthday as ISO date. */
export const signUpBodySchema = z.object({
  name: clientNameSchema,
  document: documentInputSchema,
  phone: phoneInputSchema,
  email: optionalEmailInputSchema,
  birthday: birthdayWireSchema,
  password: passwordSchema,
});
export type SignUpBody = z.output<typeof signUpBodySchema>;
export type SignUpBodyInput = z.input<typeof signUpBodySchema>;

export function signUpFormToBody(form: SignUpForm): SignUpBodyInput {
  return {
    name: form.name.trim(),
    document: onlyDigits(form.document),
    phone: phoneDigits(form.phone),
    email: form.email ? formatEmail(form.email) : null,
    birthday: form.birthday ? birthdayToIsoDate(form.birthday) : null,
    password: form.password,
  };
}

/**
 * A form field that may be left blank, otherwise checked by `schema` with that schema's own message
 * (a z.union with "" reports zod's "Invalid input" when the schema aborts, e.g. a name under 5 characters).
 */
function blankOr(schema: z.ZodType<string, string>) {
  return z.string().superRefine((value, ctx) => {
    if (value.trim() === "") return;
    const result = schema.safeParse(value);
    if (!result.success) ctx.addIssue({ code: "custom", message: result.error.issues[0]?.message ?? "" });
  });
}

/** Personal-data form (/profile/me): every field optional, birthday dd/MM/yyyy. */
export const clientUpdateFormSchema = z.object({
  name: blankOr(clientNameSchema).optional(),
  phone: blankOr(phoneFormField).optional(),
  email: emailFormField.optional(),
  birthday: birthdayFormSchema,
});
export type ClientUpdateForm = z.infer<typeof clientUpdateFormSchema>;

/** PATCH /clients: every field optional; email or birthday null (or "") clears it. */
export const clientUpdateBodySchema = z.object({
  name: clientNameSchema.optional(),
  phone: phoneInputSchema.optional(),
  email: optionalEmailInputSchema,
  birthday: birthdayWireSchema,
});
export type ClientUpdateBody = z.output<typeof clientUpdateBodySchema>;
export type ClientUpdateBodyInput = z.input<typeof clientUpdateBodySchema>;

/** Personal-data form -> PATCH body: empty name/phone are left out, empty email/birthday clear the field. */
export function clientUpdateFormToBody(form: ClientUpdateForm): ClientUpdateBodyInput {
  const body: ClientUpdateBodyInput = {};
  if (form.name) body.name = form.name.trim();
  if (form.phone) body.phone = phoneDigits(form.phone);
  if (form.email !== undefined) body.email = form.email ? formatEmail(form.email) : null;
  if (form.birthday !== undefined) body.birthday = form.birthday ? birthdayToIsoDate(form.birthday) : null;
  return body;
}

export const CLIENT_SORT_FIELDS = ["name"] as const;

/** GET /clients (staff). */
export const clientListQuerySchema = listQuerySchema({
  where: { where_name: whereTextSchema, where_phone: whereTextSchema },
  order: CLIENT_SORT_FIELDS,
});
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

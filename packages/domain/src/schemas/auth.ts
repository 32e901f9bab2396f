import { z } from "zod";
import { onlyDigits } from "../format/digits";
import { loginPasswordSchema, passwordSchema, resetTokenSchema } from "./client-fields";
import { MESSAGES } from "./messages";
import { documentInputSchema } from "./primitives";

export const roleSchema = z.enum(["client", "staff"]);
export type Role = z.infer<typeof roleSchema>;

/** Sign-in / login document on the wire: at least 11 digits once the mask is removed; out as digits. */
const loginDocumentInput = z
  .string({ error: MESSAGES.documentInvalid })
  .transform(onlyDigits)
  .refine((digits) => digits.length >= 11 && digits.length <= 14, MESSAGES.documentInvalid);

// The sign-in and login forms are checked without zod: forms/sign-in-form.ts (decision 3002).

/** POST /auth/sign-in (clients) body. */
export const signInBodySchema = z.object({ document: loginDocumentInput, password: loginPasswordSchema });
export type SignInBody = z.output<typeof signInBodySchema>;

/** POST /auth/login (staff) body. */
export const loginBodySchema = signInBodySchema;
export type LoginBody = SignInBody;

/** {access_token}: answer of sign-in, login and refresh. */
export const tokenResponseSchema = z.object({ access_token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** GET /auth/profile: the session's claims (times in seconds since the epoch). */
export const authProfileSchema = z.object({
  sub: z.string(),
  username: z.string(),
  name: z.string(),
  role: roleSchema,
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AuthProfile = z.infer<typeof authProfileSchema>;

/** POST /auth/password/forgot (form and body: the form outputs digits too). */
export const passwordForgotBodySchema = z.object({ document: documentInputSchema });
export type PasswordForgotBody = z.output<typeof passwordForgotBodySchema>;
export const passwordForgotFormSchema = passwordForgotBodySchema;

/** /password/new form: the document comes from navigation state. */
export const passwordResetFormSchema = z.object({ token: resetTokenSchema, password: passwordSchema });
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

/** POST /auth/password/reset body. */
export const passwordResetBodySchema = z.object({
  document: documentInputSchema,
  token: resetTokenSchema,
  password: passwordSchema,
});
export type PasswordResetBody = z.output<typeof passwordResetBodySchema>;

/** {message}: answer of password forgot (same whether or not the document exists). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** {message, access_token}: answer of password reset (automatic sign-in). */
export const passwordResetResponseSchema = z.object({ message: z.string(), access_token: z.string() });
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;

import { MESSAGES } from "../schemas/messages";
import { LOGIN_PASSWORD_MIN_LENGTH } from "../validators/password";
import { check, type FormChecks } from "./form-checks";

/** Login document as typed: at least 11 characters (seed 001 section 5); the page sends its digits. */
export const LOGIN_DOCUMENT_MIN_LENGTH = 11;

/** Sign-in (/sign-in) and backoffice login ('Login Administrativo'): the same two fields. */
export interface SignInForm extends Record<string, unknown> {
  document: string;
  password: string;
}
export type LoginForm = SignInForm;

/** The sign-in and login form's rules; the body's are `signInBodySchema`'s (same password rule). */
export const signInFormChecks: FormChecks<SignInForm> = {
  document: [check((value) => value.trim().length >= LOGIN_DOCUMENT_MIN_LENGTH, MESSAGES.documentInvalid)],
  password: [check((value) => value.length >= LOGIN_PASSWORD_MIN_LENGTH, MESSAGES.loginPasswordMin)],
};
export const loginFormChecks = signInFormChecks;

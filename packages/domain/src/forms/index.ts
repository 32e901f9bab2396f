export { check, formProblems, formResolver, type Check, type FormChecks, type FormOutcome } from "./form-checks";
export { signInFormChecks, loginFormChecks, LOGIN_DOCUMENT_MIN_LENGTH, type SignInForm, type LoginForm } from "./sign-in-form";
export { cardFormChecks, cardFromForm, parseCardExpiry, type CardForm } from "./card-form";

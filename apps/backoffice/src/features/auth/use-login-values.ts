import { formProblems, type LoginForm, loginFormChecks } from "@forno/domain/forms";
import { type FormEvent, useRef, useState } from "react";

type Field = "document" | "password";
const FIELDS: readonly Field[] = ["document", "password"];

/**
 * The login's two fields, checked with the domain's login rules (forms/sign-in-form.ts) without a
 * form library: the login screen loads only what signing in needs (decision 3003). The document
 * is checked as it is typed; the password once the form was sent, then as it changes; a refused
 * send focuses the first field in error.
 */
export function useLoginValues(onValid: (values: LoginForm) => void) {
  const [values, setValues] = useState<LoginForm>({ document: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const field = (name: Field, format: (value: string) => string = (value) => value) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [name]: format(event.target.value) };
      setValues(next);
      if (name === "document" || sent) setErrors((current) => ({ ...current, [name]: formProblems(loginFormChecks, next)[name] }));
    },
    error: errors[name],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = formProblems(loginFormChecks, values);
    setSent(true);
    setErrors(problems);
    const first = FIELDS.find((name) => problems[name]);
    if (first) inputs.current[first]?.focus();
    else onValid(values);
  };

  return { field, submit };
}

/**
 * A form's checks without zod (decision 3002): what a field holds as typed, checked with the
 * domain's own predicates and MESSAGES, so a screen validates before sending without loading zod.
 * The server validates the body with the zod schemas of `schemas/`, which use the same predicates,
 * lengths and messages; each form's test proves both agree.
 */

/** The message of the rule a value breaks, or null when it holds. */
export type Check = (value: string) => string | null;

/** A rule: `test` must hold, else `message`. */
export const check =
  (test: (value: string) => boolean, message: string): Check =>
  (value) =>
    test(value) ? null : message;

/** Each field's checks, in order: the first broken one is the field's message. */
export type FormChecks<Form> = { readonly [Field in keyof Form]?: readonly Check[] };

/** The first message of each field that breaks a rule; empty when the form is acceptable. */
export function formProblems<Form extends Record<string, unknown>>(checks: FormChecks<Form>, values: Form): Partial<Record<keyof Form, string>> {
  const problems: Partial<Record<keyof Form, string>> = {};
  for (const field of Object.keys(checks) as (keyof Form)[]) {
    const value = values[field];
    for (const rule of checks[field] ?? []) {
      const message = rule(typeof value === "string" ? value : "");
      if (message !== null) {
        problems[field] = message;
        break;
      }
    }
  }
  return problems;
}

/** A form's outcome in the shape react-hook-form's resolver returns: the output, or each field's error. */
export type FormOutcome<Form, Output> =
  | { values: Output; errors: Record<never, never> }
  | { values: Record<never, never>; errors: Partial<Record<keyof Form, { type: "validate"; message: string }>> };

/** The checks as a form resolver (react-hook-form calls it with the values as typed); `output` shapes what a valid form gives. */
export function formResolver<Form extends Record<string, unknown>>(checks: FormChecks<Form>): (values: Form) => Promise<FormOutcome<Form, Form>>;
export function formResolver<Form extends Record<string, unknown>, Output>(checks: FormChecks<Form>, output: (values: Form) => Output): (values: Form) => Promise<FormOutcome<Form, Output>>;
export function formResolver<Form extends Record<string, unknown>, Output>(checks: FormChecks<Form>, output?: (values: Form) => Output) {
  return async (values: Form): Promise<FormOutcome<Form, Output | Form>> => {
    const problems = formProblems(checks, values);
    const fields = Object.keys(problems) as (keyof Form)[];
    if (fields.length === 0) return { values: output ? output(values) : values, errors: {} };
    const errors: Partial<Record<keyof Form, { type: "validate"; message: string }>> = {};
    for (const field of fields) errors[field] = { type: "validate", message: problems[field]! };
    return { values: {}, errors };
  };
}

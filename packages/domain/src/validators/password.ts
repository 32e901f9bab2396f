export const PASSWORD_MIN_LENGTH = 8;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;

/** Character classes required by seed 001 section 5, each with its message. */
export const PASSWORD_RULES = [
  { test: (value: string) => /\p{Ll}/u.test(value), message: "A senha deve conter pelo menos uma letra minúscula" },
  { test: (value: string) => /\p{Lu}/u.test(value), message: "A senha deve conter pelo menos uma letra maiúscula" },
  { test: (value: string) => /\d/.test(value), message: "A senha deve conter pelo menos um número" },
  // A symbol is anything that is neither a letter, a digit nor white space (see decision 0106).
  { test: (value: string) => /[^\p{L}\p{N}\s]/u.test(value), message: "A senha deve conter pelo menos um símbolo" },
] as const;

/** Every password message that applies, in the table's order; empty when the password is acceptable. */
export function passwordProblems(value: string): string[] {
  const problems: string[] = [];
  if (value.length < PASSWORD_MIN_LENGTH) problems.push("A senha deve ter pelo menos 8 caracteres");
  for (const rule of PASSWORD_RULES) if (!rule.test(value)) problems.push(rule.message);
  return problems;
}

export { onlyDigits, isAllSameDigit } from "./digits";
export { isValidCpf, cpfCheckDigit } from "./cpf";
export { isValidCnpj, cnpjCheckDigits } from "./cnpj";
export { isValidDocument, documentKind } from "./document";
export { isValidPhone, isValidEmail } from "./contact";
export { isValidBirthday, isValidIsoDate } from "./dates";
export { isValidCep, isMaskedCep } from "./cep";
export { passesLuhn, isValidCardNumber } from "./luhn";
export { passwordProblems, PASSWORD_RULES, PASSWORD_MIN_LENGTH, LOGIN_PASSWORD_MIN_LENGTH } from "./password";

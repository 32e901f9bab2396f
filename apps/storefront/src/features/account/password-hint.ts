/** Under every new-password field: the rules of seed 001 section 5 before the customer breaks one. */
export const PASSWORD_HINT = "Pelo menos 8 caracteres, com letra minúscula, maiúscula, número e símbolo.";

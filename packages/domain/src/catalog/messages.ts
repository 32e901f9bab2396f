/** The product screen's notice while a pizza's needed dough is missing (the add button stays disabled). */
export const DOUGH_NOTICE = "Selecione o tipo de massa antes de continuar.";

/**
 * Refusals of an order that cannot be accepted (POST /orders answers 422 with one of them), shown by
 * the cart's yellow banner (decision 0400). The fraction refusals are the fractions' own
 * (`FRACTION_MESSAGES`).
 */
export const ORDER_MESSAGES = {
  storeClosed: "A loja está fechada no momento e não está aceitando pedidos.",
  productUnavailable: (name: string) => `${name} não está mais disponível. Remova-o do carrinho para continuar.`,
  unknownProduct: "Um produto do seu carrinho não está mais disponível. Atualize o carrinho e tente novamente.",
  additionalUnavailable: (name: string) => `O adicional ${name} não está mais disponível. Remova-o do carrinho para continuar.`,
  unknownAdditional: "Um adicional do seu carrinho não está mais disponível. Atualize o carrinho e tente novamente.",
  additionalNotAllowed: (additional: string, product: string) => `O adicional ${additional} não pode ser escolhido para ${product}.`,
  singleChoice: (category: string, product: string) => `Escolha apenas uma opção de ${category} para ${product}.`,
  /** DOUGH_NOTICE naming the pizza ("Selecione o tipo de massa de Calabresa antes de continuar."). */
  doughMissing: (product: string) => `Selecione o tipo de massa de ${product} antes de continuar.`,
} as const;

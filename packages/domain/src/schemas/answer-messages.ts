/**
 * The messages the API answers with that are not a form's (those are `MESSAGES`, `ORDER_MESSAGES`,
 * and their neighbours): one home (decision 2801), so the API throws them and the mock server of
 * the apps' component tests (`@forno/api-client/msw`) answers them letter for letter.
 */

/** Signing in and being allowed (401, 403) and the generic answers of the error handler. */
export const ACCESS_MESSAGES = {
  signInRequired: "Faça login para continuar.",
  sessionExpired: "Sessão inválida ou expirada. Faça login novamente.",
  forbidden: "Você não tem permissão para acessar este recurso.",
  notFound: "Recurso não encontrado.",
  invalidRequest: "Requisição inválida.",
} as const;

/** 404s of one resource. */
export const NOT_FOUND_MESSAGES = {
  order: "Pedido não encontrado.",
  product: "Produto não encontrado.",
  additional: "Adicional não encontrado.",
  cep: "CEP não encontrado.",
  setting: "Configuração não encontrada.",
  address: "Endereço não encontrado.",
  pushSubscription: "Inscrição de notificações não encontrada.",
} as const;

/** Delivery areas (CEPs). */
export const CEP_MESSAGES = {
  outOfArea: "O CEP informado não foi encontrado ou está fora da área de entrega.",
  taken: "Este CEP já está cadastrado.",
} as const;

/** Accounts: signing in, signing up, the password reset by SMS, a data removal request. */
export const ACCOUNT_MESSAGES = {
  invalidCredentials: "Documento ou senha inválidos.",
  documentTaken: "Já existe uma conta com este documento. Faça login ou recupere sua senha.",
  forgot: "Se o documento estiver cadastrado, enviaremos um código por SMS para o telefone da conta.",
  resetDone: "Senha alterada com sucesso.",
  resetCodeInvalid: "Código inválido ou expirado. Solicite um novo código.",
  removalRequested: "Solicitação enviada com sucesso.",
} as const;

/** The staff's LGPD removal requests (decisions 1810-1812). */
export const REMOVAL_MESSAGES = {
  notFound: "Solicitação não encontrada.",
  alreadyDone: "Esta solicitação já foi atendida.",
  alreadyRejected: "Esta solicitação já foi recusada.",
  ambiguous: "Mais de um cliente tem este telefone ou e-mail: confira o cadastro antes de atender.",
} as const;

/** POST /order-payments: online, saved cards, and payment on delivery (operations.md section 3). */
export const PAYMENT_MESSAGES = {
  notPending: "Este pedido não está aguardando pagamento.",
  cardNotFound: "Cartão não encontrado.",
  savedCardNotFound: "Cartão não encontrado. Escolha outro cartão ou informe os dados de um novo.",
  cashDisabled: "Esta loja não aceita pagamento em dinheiro na entrega.",
  cardDisabled: "Esta loja não aceita pagamento com cartão na entrega.",
} as const;

/** Drivers and the move that sends an order out with one (operations.md section 3). */
export const DRIVER_MESSAGES = {
  notFound: "Entregador não encontrado.",
  notAvailable: "Entregador não encontrado ou inativo.",
  onlyDispatched: "O entregador só pode ser informado quando o pedido sai para entrega.",
  /** Decided (decision 3702): a pickup order's DISPATCHED is "Pronto para retirada"; nobody drives it anywhere. */
  noneForPickup: "Pedido para retirada no balcão não tem entregador.",
} as const;


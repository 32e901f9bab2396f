/** The API's answers to a staff order's client and channel (decision 1710). */
export const STAFF_ORDER_MESSAGES = {
  /** 403: a client token sent `client_id`, `client` or `channel`. */
  staffOnlyFields: "Somente a equipe pode escolher o cliente ou o canal do pedido.",
  /** 400: a staff order without a client. */
  clientRequired: "Informe o cliente do pedido.",
  /** 400: a staff order without a channel. */
  channelRequired: "Informe o canal do pedido (telefone ou balcão).",
  /** 422: `client_id` names no client. */
  clientNotFound: "Cliente não encontrado.",
} as const;

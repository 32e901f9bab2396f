/**
 * What Forno says about iFood, in Portuguese (growth.md section 4): the API's refusals, the problems
 * kept on an order or on the integration, and the desk's words. One home: the API answers them and
 * the backoffice shows them as the server wrote them.
 */
export const IFOOD_MESSAGES = {
  /** A status call iFood refused: its own message, the Forno order left where it was. */
  refused: (message: string) => `O iFood recusou: ${message}`,
  /** iFood gave no answer the first time; the move was made and the call is tried again. */
  retrying: "O iFood ainda não respondeu; tentando avisar de novo.",
  /** iFood never answered a call (the follower's attempts are over). */
  gaveUp: "O iFood não respondeu. Atualize o pedido no Portal do Parceiro iFood.",
  /** The move to a cancelled state of an iFood order without one of iFood's reasons. */
  reasonRequired: "Escolha o motivo do cancelamento.",
  /** A `cancellation_code` iFood does not offer for this order (its list changed since the dialog opened). */
  unknownReason: "Este motivo não está mais entre os do iFood para este pedido. Escolha outro.",
  /** A `cancellation_code` with a move that is not a cancellation, or for an order not from iFood. */
  reasonOnlyForIfoodCancel: "O motivo de cancelamento do iFood vale só para cancelar um pedido do iFood.",
  /** REFUNDED on an iFood order: iFood pays the customer back. */
  refundThroughIfood: "O reembolso de um pedido do iFood é feito pelo iFood.",
  /** The cancellation was asked for and iFood's answer is awaited (the desk card). */
  cancellationRequested: "Cancelamento solicitado",
  /** iFood refused the store's cancellation request afterwards (its CARF event). */
  cancellationRefused: "O iFood não aceitou o cancelamento: o pedido continua.",
  /** GET /orders/{id}/cancellation-reasons for an order that did not come from iFood. */
  notAnIfoodOrder: "Este pedido não veio do iFood.",
  /** An iFood call made while the integration is off (no credentials). */
  off: "A integração com o iFood está desligada.",
  /** iFood did not answer (network, timeout, a 5xx): a request the staff may simply repeat. */
  unreachable: "O iFood não respondeu. Tente de novo em alguns instantes.",
  /** Integrações: the details of a new order never came. */
  detailsMissing: (displayId: string) => `O iFood não enviou os detalhes do pedido ${displayId} em 10 minutos.`,
  /** Integrações: an order Forno could not read. */
  unreadableOrder: (ifoodId: string) => `O pedido ${ifoodId} do iFood veio num formato que a Forno não entende.`,
  /** Integrações: the credentials were refused. */
  credentialsRefused: "O iFood recusou as credenciais: confira IFOOD_CLIENT_ID e IFOOD_CLIENT_SECRET.",
  /** Integrações: a poll failed. */
  pollFailed: "Não foi possível buscar os pedidos no iFood.",
  /** Integrações: the store's pause could not be sent to iFood. */
  interruptionFailed: "Não foi possível pausar a loja no iFood; pause também pelo Portal do Parceiro.",
  /** The interruption's description on iFood (the store's own reason wins). */
  pauseDescription: "Loja pausada no Forno",
} as const;

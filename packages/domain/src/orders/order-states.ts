/** Every state an order can be in, in the order the specs list them. */
export const ORDER_STATES = [
  "CART",
  "PENDING",
  "PAID",
  "PREPARATION",
  "DISPATCHED",
  "DELIVERED",
  "CANCELLED_STORE",
  "CANCELLED_CLIENT",
  "REFUNDED",
  "ERROR",
] as const;

export type OrderState = (typeof ORDER_STATES)[number];

/** Portuguese labels, letter for letter from seed 000 section 4 and seed 001 section 3. */
export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  CART: "Carrinho",
  PENDING: "Aguardando Pagamento",
  PAID: "Pedido Pago",
  PREPARATION: "Em Preparo",
  DISPATCHED: "Saiu para Entrega",
  DELIVERED: "Entregue",
  CANCELLED_STORE: "Cancelado pela Loja",
  CANCELLED_CLIENT: "Cancelado pelo Cliente",
  REFUNDED: "Reembolsado",
  ERROR: "Erro",
};

export function isOrderState(value: unknown): value is OrderState {
  return typeof value === "string" && (ORDER_STATES as readonly string[]).includes(value);
}

export function orderStateLabel(state: OrderState): string {
  return ORDER_STATE_LABELS[state];
}

/** The one state the backoffice "Atualizar status para" selector leaves out (seed 001 section 4). */
const NOT_A_STAFF_CHOICE = "PENDING";

export type BackofficeStatusChoice = Exclude<OrderState, typeof NOT_A_STAFF_CHOICE>;

/** The nine choices of that selector: every state but PENDING, in the specs' order (derived, never retyped). */
export const BACKOFFICE_STATUS_CHOICES = ORDER_STATES.filter((state): state is BackofficeStatusChoice => state !== NOT_A_STAFF_CHOICE) as unknown as readonly [
  BackofficeStatusChoice,
  ...BackofficeStatusChoice[],
];

/** States in which an order counts as "open" for the cart's "Já existe um pedido em aberto" question. */
export const OPEN_ORDER_STATES = ["PAID", "PREPARATION", "DISPATCHED"] as const satisfies readonly OrderState[];

export function isOpenOrderState(state: OrderState | null | undefined): boolean {
  return state != null && (OPEN_ORDER_STATES as readonly OrderState[]).includes(state);
}

/** States in which an order is still in progress for the customer: open, or stuck in ERROR (the home follows it, decision 0503). */
export const UNFINISHED_ORDER_STATES = [...OPEN_ORDER_STATES, "ERROR"] as const satisfies readonly OrderState[];

export function isUnfinishedOrderState(state: OrderState | null | undefined): boolean {
  return state != null && (UNFINISHED_ORDER_STATES as readonly OrderState[]).includes(state);
}

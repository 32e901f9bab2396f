import type { PaymentMethod, PaymentStatus, SandboxCard, SavedCard } from "@forno/domain/schemas";

/** Who pays: the client and what the provider may need to know about them. */
export interface PaymentPayer {
  clientId: number;
  /** The body's payer e-mail, else the client's; Mercado Pago needs one. */
  email: string | null;
  identification?: { type: string; number: string };
}

/** What every charge carries; the amount is the server's own order total, never the body's. */
export interface ChargeBase {
  orderId: number;
  /** "Pedido #1042": the human number, for the description and the Pix txid. */
  externalId: number;
  /** Reais, two decimals. */
  amount: number;
  description: string;
  statementDescriptor: string;
  payer: PaymentPayer;
  /** Sent to the provider as its idempotency key: the same logical attempt reuses it. */
  idempotencyKey: string;
}

export interface PixCharge extends ChargeBase {
  method: "pix";
}

export interface CardCharge extends ChargeBase {
  method: "card";
  /** The card form's brand id (visa, master...). */
  paymentMethodId: string;
  installments: number;
  issuerId?: string;
  /** Mercado Pago: the card token from the browser (a new card or a saved one with its CVV). */
  token?: string;
  /** Sandbox: the raw test card of our own form. */
  card?: SandboxCard;
  /** A saved card of this client (its provider card id). */
  cardId?: string;
}

export type Charge = PixCharge | CardCharge;

/** A payment as the provider knows it. */
export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  statusDetail: string | null;
  /** Our order id, as the provider keeps it. */
  externalReference: string | null;
  amount: number;
  method: PaymentMethod;
  pix?: { qrCode: string; qrCodeBase64: string; ticketUrl?: string | null };
  cardLastFour?: string | null;
  dateApproved?: string | null;
  /** The provider's answer for support (never a card number nor a CVV). */
  raw: unknown;
}

/** The client whose saved cards are read or changed. */
export interface CardOwner {
  clientId: number;
  email: string | null;
}

/**
 * One payment provider (architecture section 7): `sandbox` (simulated, in this process and the
 * database) or `mercadopago` (the Payments API). The rest of the API never knows which.
 */
export interface PaymentProvider {
  readonly name: "sandbox" | "mercadopago";
  /** What the storefront's card form needs (Mercado Pago's public key), null when nothing. */
  readonly publicKey: string | null;
  /** Creates a charge. A refused card is a payment with status `rejected`, not an error. */
  createPayment(charge: Charge): Promise<ProviderPayment>;
  /** Called once the new payment is stored with its order (the sandbox schedules its auto-approval). */
  afterRecorded?(orderId: number, payment: ProviderPayment): void;
  /** Re-reads a payment: the only trusted source of its status. undefined when the provider does not know it. */
  getPayment(id: string): Promise<ProviderPayment | undefined>;
  /** The client's saved cards, in the provider's order. */
  listCards(owner: CardOwner): Promise<SavedCard[]>;
  /** Removes one of the client's saved cards; false when it is not theirs (or does not exist). */
  removeCard(owner: CardOwner, cardId: string): Promise<boolean>;
  /** Stops timers (the sandbox's auto-approval). */
  close(): void;
}

/** A provider call that failed: the customer sees `message` (Portuguese); `statusCode` is ours. */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
  constructor(
    message: string,
    readonly statusCode: number,
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

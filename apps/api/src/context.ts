import type { Database, DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { EventBus } from "./events/event-bus";
import type { SseHub } from "./events/sse";
import type { PasswordHasher } from "./security/passwords";
import type { TokenService } from "./security/tokens";
import type { CatalogueCache, JsonCache } from "./lib/catalogue-cache";
import type { AttemptCounter } from "./lib/attempt-counter";
import type { PaymentProvider } from "./payments/payment-provider";
import type { FiscalProvider } from "./fiscal";
import type { SmsProvider } from "./sms/sms-provider";
import type { PushSender } from "./push/push-sender";

/** Everything a route or service needs beyond the request, built once per app in buildApp. */
export interface AppContext {
  env: Env;
  database: DatabaseHandle;
  db: Database;
  tokens: TokenService;
  passwords: PasswordHasher;
  sms: SmsProvider;
  catalogueCache: CatalogueCache;
  /** GET /settings/store as ready JSON per base URL; settings writes clear it on every instance. */
  storeInfoCache: JsonCache;
  /** Accounts' session versions ("client:7"); password changes clear it on every instance. */
  sessionVersions: JsonCache;
  /** DATA_DIR/uploads: where earlier versions wrote product photos (moved into the database at start). */
  uploadsDir: string;
  /** Secret for keyed hashes (reset codes), derived from the JWT secret. */
  hashKey: string;
  /** Rate-limit counters shared by every instance (per address, account, document, phone). */
  attempts: AttemptCounter;
  /** Committed order events, fanned out from the one LISTEN connection of this process. */
  events: EventBus;
  /** The open event streams of this process (heartbeats, shutdown). */
  sse: SseHub;
  /** The payment provider PAYMENT_PROVIDER names: sandbox or mercadopago (src/payments). */
  payments: PaymentProvider;
  /** The fiscal API FISCAL_PROVIDER names (src/fiscal): sandbox or focusnfe; null for none (no NFC-e). */
  fiscal: FiscalProvider | null;
  /** Web Push: the VAPID public key browsers subscribe with, and the queue that sends (src/push). */
  push: { publicKey: string; sender: PushSender };
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

import { createHmac } from "node:crypto";
import type { Agent } from "node:https";
import type { Socket } from "node:net";
import { join, resolve } from "node:path";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { type ZodTypeProvider, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppContext } from "./context";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { databaseOptionsFromEnv } from "./db/database-options";
import { ensureSettings, ensureStaffAccount, seedDemoStore } from "./db/seed";
import { ensureStoreHours, seedHoursMode } from "./db/seed/hours-data";
import { type Env, parseEnv } from "./env";
import { describeTrustProxy, fastifyTrustProxy } from "./env-trust-proxy";
import { createEventBus } from "./events/event-bus";
import { createSseHub } from "./events/sse";
import { resolveJwtSecret } from "./jwt-secret";
import { badRequest } from "./lib/http-errors";
import { BODY_TOO_DEEP, MAX_BODY_DEPTH, nestsDeeperThan } from "./lib/json-depth";
import { installZodLocale } from "./lib/zod-locale";
import { type HasherCost, createPasswordHasher } from "./security/passwords";
import { createTokenService } from "./security/tokens";
import { createCatalogueCache, createSessionVersionCache, createStoreInfoCache } from "./lib/catalogue-cache";
import { createAttemptCounter } from "./lib/attempt-counter";
import { approveSandboxPayment } from "./modules/sandbox/sandbox.service";
import { registerModules } from "./modules";
import { importPhotosFromDisk } from "./modules/products/product-photos.service";
import { compressionPlugin } from "./plugins/compression";
import { authPlugin } from "./plugins/auth";
import { clientErrorHandler, errorsPlugin, frameworkErrors } from "./plugins/errors";
import { openApiPlugin } from "./plugins/openapi";
import { securityPlugin } from "./plugins/security";
import { createPaymentProvider } from "./payments";
import { createFiscalProvider } from "./fiscal";
import { startFiscal } from "./modules/fiscal/fiscal-notes.service";
import { staticFilesPlugin } from "./plugins/static-files";
import { createSmsProvider } from "./sms/sms-provider";
import { followOrderEvents } from "./events/order-event-followers";
import { webPushFollower } from "./push/order-push";
import { createPushSender } from "./push/push-sender";
import { resolveVapidKeys } from "./push/vapid-keys";

export interface BuildAppOptions {
  /** Raw variables layered over `process.env` (tests pass their own; see `ignoreProcessEnv`). */
  env?: Record<string, string | undefined>;
  /** Parse only `env`, not `process.env` (tests that must not see the developer's variables). */
  ignoreProcessEnv?: boolean;
  /** Shorthands for the DATA_DIR and DATABASE_URL variables. */
  dataDir?: string;
  databaseUrl?: string;
  /** An open database to use instead of DATABASE_URL / PGlite; the app closes it on `close()` when `ownsDatabase`. */
  database?: DatabaseHandle;
  ownsDatabase?: boolean;
  /** PGlite location when DATABASE_URL is unset: defaults to DATA_DIR/pglite; `memory://` for tests. */
  pgliteDataDir?: string;
  /** false turns logging off (tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that inspect the log). */
  logStream?: { write(line: string): void };
  /** Cheaper argon2 parameters for tests. */
  hasherCost?: HasherCost;
  /** Called before any plugin or route is registered (tests add hooks that observe every answer). */
  configure?: (app: FastifyInstance) => void;
  /** TLS agent for the push services (tests trust their local fake push service with it). */
  pushAgent?: Agent;
}

/** Never log these: bearer tokens, passwords, reset codes. */
const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "res.headers['set-cookie']",
  "*.password",
  "*.token",
  "*.access_token",
  "password",
  "token",
  "access_token",
];

function loggerOptions(env: Env, options: BuildAppOptions): FastifyServerOptions["logger"] {
  if (options.logger === false) return false;
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    ...(options.logStream === undefined ? {} : { stream: options.logStream }),
  };
}

/**
 * Builds the Forno API: opens and migrates the database, creates the settings rows and the staff
 * account, seeds the demo store once, and registers every route. The caller listens (server.ts) or
 * injects requests (tests).
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  installZodLocale();
  const overrides = {
    ...options.env,
    ...(options.dataDir === undefined ? {} : { DATA_DIR: options.dataDir }),
    ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
  };
  const env = parseEnv(options.ignoreProcessEnv ? overrides : { ...process.env, ...overrides });
  const dataDir = resolve(env.DATA_DIR);

  const app = Fastify({
    logger: loggerOptions(env, options),
    bodyLimit: 256 * 1024,
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    frameworkErrors,
    clientErrorHandler,
    routerOptions: {
      ignoreTrailingSlash: true,
      // A repeated key (?where_name=a&where_name=b) counts once, with its last value.
      querystringParser: (query) => Object.fromEntries(new URLSearchParams(query)),
    },
  }).withTypeProvider<ZodTypeProvider>();
  // JSON in, JSON out: a text/plain body is a 415 rather than a string the schemas then refuse.
  app.removeContentTypeParser("text/plain");
  // A body nested deeper than any of ours is refused before anything walks it recursively: a deep
  // order cart overflowed JSON.stringify and crashed PGlite's jsonb (found by fuzzing).
  app.addHook("preValidation", async (request) => {
    if (nestsDeeperThan(request.body, MAX_BODY_DEPTH)) throw badRequest(BODY_TOO_DEEP);
  });
  options.configure?.(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const fromEnv = databaseOptionsFromEnv(env);
  const database =
    options.database ?? (await openDatabase(options.pgliteDataDir !== undefined && "pgliteDataDir" in fromEnv ? { pgliteDataDir: options.pgliteDataDir } : fromEnv));
  const ownsDatabase = options.database === undefined || options.ownsDatabase === true;
  app.addHook("onClose", async () => {
    if (ownsDatabase) await database.close();
  });

  try {
    await database.migrate();
    const passwords = createPasswordHasher(options.hasherCost);
    const jwtSecret = resolveJwtSecret(env.JWT_SECRET, dataDir);
    const uploadsDir = join(dataDir, "uploads");
    const hashKey = createHmac("sha256", jwtSecret).update("forno:hash-key").digest("hex");
    const vapid = resolveVapidKeys({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }, dataDir);
    await importPhotosFromDisk(database.db, uploadsDir, app.log);

    const ctx: AppContext = {
      env,
      database,
      db: database.db,
      tokens: createTokenService(jwtSecret, env.JWT_EXPIRES_IN_SECONDS),
      passwords,
      sms: createSmsProvider(env, database.db, app.log),
      catalogueCache: createCatalogueCache(database, app.log),
      storeInfoCache: createStoreInfoCache(database, app.log),
      sessionVersions: createSessionVersionCache(database, app.log),
      uploadsDir,
      hashKey,
      attempts: createAttemptCounter(database.db, hashKey),
      events: createEventBus(database, app.log),
      sse: createSseHub({ heartbeatMs: env.SSE_HEARTBEAT_MS }),
      fiscal: createFiscalProvider(env),
      payments: createPaymentProvider(env, database.db, app.log, { onAutoApprove: async (orderId) => void (await approveSandboxPayment(database.db, orderId)) }),
      push: {
        publicKey: vapid.publicKey,
        sender: createPushSender({ db: database.db, log: app.log, vapid: { ...vapid, subject: env.VAPID_SUBJECT }, ...(options.pushAgent === undefined ? {} : { agent: options.pushAgent }) }),
      },
    };
    app.decorate("ctx", ctx);
    if (env.TRUST_PROXY !== false) app.log.info(`TRUST_PROXY: ${describeTrustProxy(env.TRUST_PROXY)}`);
    // Connections that never sent a request (browsers and HTTP clients open spare ones) are not
    // "idle" for Node's closeIdleConnections() and would hold the shutdown for a minute.
    const sockets = new Set<Socket>();
    app.server.on("connection", (socket: Socket) => {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
    });
    // Open streams would keep the server from closing: end them first (clients reconnect elsewhere).
    app.addHook("preClose", async () => {
      ctx.payments.close();
      await ctx.sms.delivery.close();
      ctx.sse.closeAll();
      for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
      await ctx.events.close();
      await ctx.catalogueCache.close();
      await ctx.storeInfoCache.close();
      await ctx.sessionVersions.close();
    });
    await ctx.events.start();
    // What follows a committed change outside its transaction (decision 2803); the PDV's webhook follows when configured (modules/opendelivery).
    followOrderEvents({ db: database.db, events: ctx.events, log: app.log }, webPushFollower({ db: database.db, sender: ctx.push.sender }));
    // The NFC-e (growth.md section 3): issued after the move commits, retried while the provider is silent.
    const stopFiscal = await startFiscal({ db: database.db, events: ctx.events, log: app.log, provider: ctx.fiscal, providerName: env.FISCAL_PROVIDER, leaseMs: env.FOCUSNFE_TIMEOUT_MS + 5_000, retryAfterMs: env.FISCAL_RETRY_AFTER_MS });
    app.addHook("preClose", async () => stopFiscal());
    // Messages a previous run left pending (a restart mid-retry) go out now.
    ctx.sms.delivery.kick();
    await ctx.catalogueCache.start();
    await ctx.storeInfoCache.start();
    await ctx.sessionVersions.start();

    await ensureSettings(database.db);
    await ensureStoreHours(database.db, seedHoursMode(env));
    await ensureStaffAccount(database.db, env, passwords, app.log);
    // STAFF_PASSWORD may have changed: the other instances forget the versions they hold.
    await ctx.sessionVersions.changed();
    if (env.SEED_DEMO) await seedDemoStore(database.db, passwords, app.log);

    await app.register(errorsPlugin);
    await app.register(authPlugin);
    await app.register(securityPlugin);
    await app.register(compressionPlugin);
    await app.register(openApiPlugin);
    await app.register(staticFilesPlugin);
    await registerModules(app);
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
}

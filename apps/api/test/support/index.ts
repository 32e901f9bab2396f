import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { type BuildAppOptions, buildApp } from "../../src/app";
import { DEMO_CLIENT, DEMO_STAFF } from "../../src/db/seed/accounts-data";
import { readSmsOutbox } from "../../src/sms/sms-outbox";
import { type TestDatabase, createPostgresTestDatabase, testPostgresAdminUrl } from "./test-database";
import { answersDirectory, recordAnswers } from "../openapi/answers";

export { DEMO_CLIENT, DEMO_STAFF, readSmsOutbox };
export * from "./orders";
export * from "./event-stream";
export * from "./fake-mercadopago";
export * from "./fake-push-service";
export * from "./web-push-decrypt";

export interface TestApp {
  app: FastifyInstance;
  /** "pglite" (in memory) or "postgres" (a database of its own on the test cluster). */
  driver: "pglite" | "postgres";
  dataDir: string;
  /** The PostgreSQL database's URL (postgres driver only). */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Variables on top of the test defaults (e.g. a low RATE_LIMIT_AUTH_MAX). */
  env?: Record<string, string | undefined>;
  logStream?: BuildAppOptions["logStream"];
  /**
   * A second API instance on the same database as `other` (same PostgreSQL database, or the same
   * PGlite handle): what two processes behind a load balancer look like. Pass the same JWT_SECRET to
   * both. `other` keeps owning the database: close this one first.
   */
  shareDatabaseWith?: TestApp;
  /** Trusts a local fake push service (its https.Agent). */
  pushAgent?: BuildAppOptions["pushAgent"];
}

/**
 * A fresh API with the demo store seeded: in-memory PGlite, or its own PostgreSQL database when
 * scripts/test-postgres.mjs runs the suite. Nothing is shared between two test apps.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "forno-api-test-"));
  const adminUrl = testPostgresAdminUrl();
  const shared = options.shareDatabaseWith;
  let database: TestDatabase | undefined;
  try {
    if (shared !== undefined) {
      database = shared.databaseUrl === undefined ? undefined : { url: shared.databaseUrl, drop: async () => {} };
    } else {
      database = adminUrl === undefined ? undefined : await createPostgresTestDatabase(adminUrl);
    }
    const app = await buildApp({
      ignoreProcessEnv: true,
      env: {
        NODE_ENV: "test",
        // The origin app.inject's requests name (Host: localhost:80), so URLs read like the requests.
        PUBLIC_URL: "http://localhost:80",
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        RATE_LIMIT_AUTH_MAX: "10000",
        ...(database === undefined ? {} : { DATABASE_URL: database.url }),
        ...options.env,
      },
      pgliteDataDir: "memory://",
      ...(shared !== undefined && shared.databaseUrl === undefined ? { database: shared.app.ctx.database, ownsDatabase: false } : {}),
      logger: options.logStream !== undefined,
      ...(options.pushAgent === undefined ? {} : { pushAgent: options.pushAgent }),
      logStream: options.logStream,
      // Cheap argon2id: tests hash many passwords; production keeps the OWASP baseline.
      hasherCost: { memoryCost: 1024, timeCost: 1 },
      // Every answer of the suite is checked against the OpenAPI document at the end (test/openapi).
      configure: (app) => {
        const directory = answersDirectory();
        if (directory !== undefined) recordAnswers(app, directory);
      },
    });
    return {
      app,
      driver: database === undefined ? "pglite" : "postgres",
      dataDir,
      ...(database === undefined ? {} : { databaseUrl: database.url }),
      async close() {
        await app.close();
        await database?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database?.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export function bearer(token: string | undefined): Record<string, string> {
  return token === undefined ? {} : { authorization: `Bearer ${token}` };
}

/** app.inject with an optional bearer token. */
export function request(app: FastifyInstance, options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse> {
  const { token, headers, ...rest } = options;
  return app.inject({ ...rest, headers: { ...headers, ...bearer(token) } });
}

export async function loginStaff(app: FastifyInstance, document = DEMO_STAFF.document, password = DEMO_STAFF.password): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/auth/login", payload: { document, password } });
  if (response.statusCode !== 200) throw new Error(`staff login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

export async function signInClient(app: FastifyInstance, document = DEMO_CLIENT.document, password = DEMO_CLIENT.password): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/auth/sign-in", payload: { document, password } });
  if (response.statusCode !== 200) throw new Error(`client sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

export interface NewClient {
  id: number;
  document: string;
  phone: string;
  password: string;
  token: string;
}

let documentCounter = 0;

/** A valid CPF that no other call in this process has returned. */
export function uniqueCpf(): string {
  documentCounter += 1;
  const base = String(100_000_000 + ((process.pid * 7919 + documentCounter * 104_729) % 800_000_000)).slice(0, 9);
  const digit = (digits: string) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * (digits.length + 1 - i);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}

/** Signs a new client up and in. */
export async function createClient(
  app: FastifyInstance,
  overrides: Partial<{ name: string; document: string; phone: string; email: string | null; password: string }> = {},
): Promise<NewClient> {
  const body = {
    name: "Cliente de Teste",
    document: uniqueCpf(),
    phone: `1198${String(1_000_000 + documentCounter).slice(-7)}`,
    email: null,
    password: "Teste@2025",
    ...overrides,
  };
  const response = await app.inject({ method: "POST", url: "/clients", payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const token = await signInClient(app, body.document, body.password);
  return { id: response.json<{ id: number }>().id, document: body.document, phone: body.phone, password: body.password, token };
}

/** A multipart/form-data body with one file part, for app.inject (product photo uploads). */
export function multipartFile(
  field: string,
  filename: string,
  contentType: string,
  data: Buffer,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----forno${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(tail)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
export * from "./store-hours";
export * from "./opendelivery";
export * from "./fake-sms-providers";
export * from "./coupons";
export * from "./fake-focusnfe";
export * from "./loyalty";

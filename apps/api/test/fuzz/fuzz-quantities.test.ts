import fc from "fast-check";
import { isAllowedQuantity } from "@forno/domain/fractions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CartPick, createTestApp, loadCatalogue, loginStaff, orderBody, signInClient } from "../support";
import { FUZZ_RUNS, FUZZ_SEED, type FuzzSetup, sendAndCheck } from "./harness";
import { createSender } from "./send";

/**
 * Issue 29 point 1: order quantities at and around every edge the contract draws (0, the pizza
 * fractions, 1, 99), fractions that round to 0 or to an allowed thousandth, and any double. No
 * answer is a 5xx; an order is created only when every quantity is allowed, never with a zero
 * amount; and every list and detail that shows the created orders still answers.
 */
const t = await createTestApp({ env: { JWT_SECRET: "fuzz-secret-of-at-least-thirty-two-characters" } });
let setup: FuzzSetup;
let client: string;
let staff: string;
let bodies: Array<ReturnType<typeof orderBody>>;

const EDGES = [
  0, -0, 1e-300, Number.MIN_VALUE, 0.0001, 0.0004, 0.0005, 0.0009, 0.001, 0.1, 0.25, 0.3329, 0.333, 0.3330001, 0.3334, 0.334, 0.4999, 0.5, 0.5001, 0.6665, 0.666, 0.667,
  0.6675, 0.999, 0.9999, 1, 1.0000001, 1.5, 2, 98, 98.9999, 99, 99.0001, 100, 999, 1000, 2 ** 31, 1e21, -1, -0.5,
];

/** An edge, a value just beside an allowed one, or any finite double in a plausible range. */
const quantity = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGES) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(0.333, 0.334, 0.5, 0.666, 0.667, 1, 99), fc.integer({ min: -9, max: 9 })).map(([base, steps]) => base + steps * 1e-4) },
  { weight: 2, arbitrary: fc.double({ min: 0, max: 200, noNaN: true }) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 120 }) },
);

const PICKS: CartPick[][] = [
  [{ product: "BB-AGUA", quantity: 2 }],
  [{ product: "PG-CALABRESA", quantity: 1, additionals: ["AD-PG-MASSA-TRAD"] }],
  [
    { product: "PG-CALABRESA", quantity: 0.5, additionals: ["AD-PG-MASSA-TRAD"] },
    { product: "PG-ATUM", quantity: 0.5 },
  ],
  [
    { product: "PG-CALABRESA", quantity: 0.333, additionals: ["AD-PG-MASSA-TRAD"] },
    { product: "PG-ATUM", quantity: 0.333 },
    { product: "PG-BURRATA", quantity: 0.334 },
  ],
];

beforeAll(async () => {
  client = await signInClient(t.app);
  staff = await loginStaff(t.app);
  const catalogue = await loadCatalogue(t.app);
  bodies = PICKS.map((picks) => orderBody(catalogue, picks));
  setup = { sender: await createSender(t.app), knownParams: {}, badAuthorizations: [], statuses: new Map() };
});
afterAll(async () => {
  setup?.sender.close();
  await t.close();
});

const json = (method: string, path: string, token: string, body?: unknown) => ({
  method,
  path,
  headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
  ...(body === undefined ? {} : { body: Buffer.from(JSON.stringify(body), "utf8") }),
});

describe("order quantities", () => {
  const created: number[] = [];

  it(`never answer 5xx, and create an order only from allowed quantities (${FUZZ_RUNS * 2} cases, seed ${FUZZ_SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: PICKS.length - 1 }), fc.array(fc.option(quantity, { freq: 2, nil: undefined }), { minLength: 1, maxLength: 4 }), async (which, changes) => {
        const body = bodies[which]!;
        const items = body.items.map((item, index) => ({ ...item, quantity: changes[index % changes.length] ?? item.quantity }));
        const answer = await sendAndCheck(setup, "POST /orders", json("POST", "/orders", client, { ...body, items }));
        if (answer.status === 201) {
          expect(items.every((item) => isAllowedQuantity(item.quantity)), answer.body).toBe(true);
          const order = JSON.parse(answer.body) as { id: number; amount: number; OrderItem: Array<{ quantity: number }> };
          expect(order.amount).toBeGreaterThan(0);
          expect(order.OrderItem.every((item) => isAllowedQuantity(item.quantity))).toBe(true);
          created.push(order.id);
        } else if (!items.every((item) => isAllowedQuantity(item.quantity))) {
          expect(answer.status, answer.body).toBe(400);
        }
      }),
      { numRuns: Math.max(FUZZ_RUNS * 2, 20), seed: FUZZ_SEED },
    );
    // Some cases got through: the lists below show orders the fuzzing created.
    expect(created.length).toBeGreaterThan(0);
  });

  it("leave every list, detail and ticket answering", async () => {
    for (const path of ["/orders?take=100", "/orders?take=100&order_created_at=asc", "/orders?take=100&where_not_to_state=PENDING"]) {
      for (const token of [client, staff]) expect((await sendAndCheck(setup, `GET ${path}`, json("GET", path, token))).status).toBe(200);
    }
    for (const id of created.slice(-10)) {
      expect((await sendAndCheck(setup, "GET /orders/:id", json("GET", `/orders/${id}`, client))).status).toBe(200);
      expect((await sendAndCheck(setup, "GET /orders/:id/ticket", json("GET", `/orders/${id}/ticket?template=delivery`, staff))).status).toBe(200);
    }
  });
});

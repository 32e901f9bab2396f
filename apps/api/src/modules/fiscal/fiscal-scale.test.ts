import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeFocusNfe, type NewClient, type TestApp, type TestCatalogue, createClient, createTestApp, loadCatalogue, loginStaff, orderBody, postOrder, request, startFakeFocusNfe } from "../../../test/support";
import { fiscalScene } from "../../../test/support/fiscal-scene";
import { fiscalNotes } from "../../db/schema";

const JWT_SECRET = "fiscal-scale-test-secret-0123456789-abcdef";
let fake: FakeFocusNfe;
let one: TestApp;
let two: TestApp;
let staff: string;
let ana: NewClient;
let catalogue: TestCatalogue;
const scene = fiscalScene(() => one, () => staff);

beforeAll(async () => {
  fake = await startFakeFocusNfe();
  const env = { FISCAL_PROVIDER: "focusnfe", FOCUSNFE_TOKEN: fake.token, FOCUSNFE_BASE_URL: fake.url, FOCUSNFE_TIMEOUT_MS: "2000", FISCAL_RETRY_AFTER_MS: "100", JWT_SECRET };
  one = await createTestApp({ env });
  two = await createTestApp({ env, shareDatabaseWith: one });
  staff = await loginStaff(one.app);
  ana = await createClient(one.app, { name: "Ana Duas Instâncias" });
  catalogue = await loadCatalogue(one.app);
  await scene.setting("fiscal.enabled", "true");
  await scene.setting("fiscal.default_ncm", "21069090");
  await scene.setting("fiscal.default_cfop", "5101");
  await scene.setting("fiscal.default_csosn", "102");
}, 180_000);

afterAll(async () => {
  await two.close();
  await one.close();
  await fake.close();
});

const PIZZA = [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }];
const authorisedAtFocus = (id: number) => [...fake.notes.entries()].filter(([ref, note]) => ref.startsWith(`forno-${id}-`) && note.status === "autorizado").length;

describe("never two authorised notes for one order, with two API instances", () => {
  it("the move's note is sent once though both instances follow the event", async () => {
    const id = await scene.paidOrder(ana.token, catalogue, PIZZA);
    await scene.move(id, "PREPARATION");
    await scene.fiscalOf(id, "authorized");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.requests.filter((entry) => entry.method === "POST" && entry.path.startsWith(`/v2/nfce?ref=forno-${id}-`))).toHaveLength(1);
    expect(await scene.notesOf(id)).toHaveLength(1);
  });

  it("Tentar de novo pressed on both instances at once makes one new REF and one authorised note", async () => {
    fake.mode = "reject";
    const id = await scene.paidOrder(ana.token, catalogue, PIZZA);
    await scene.move(id, "PREPARATION");
    await scene.fiscalOf(id, "rejected");
    fake.mode = "slow";
    fake.slowMs = 300;
    const answers = await Promise.all([one.app, two.app, one.app, two.app].map((app) => request(app, { method: "POST", url: `/orders/${id}/fiscal`, token: staff })));
    fake.mode = "authorize";
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    await scene.fiscalOf(id, "authorized");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await scene.notesOf(id)).map((note) => [note.ref, note.status])).toEqual([
      [`forno-${id}-1`, "rejected"],
      [`forno-${id}-2`, "authorized"],
    ]);
    expect(authorisedAtFocus(id)).toBe(1);
    const live = await one.app.ctx.db.select().from(fiscalNotes).where(eq(fiscalNotes.orderId, id));
    expect(live.filter((note) => note.status === "authorized")).toHaveLength(1);
  });
});

/**
 * Taking an order (growth.md section 6: "a provider's outage never blocks taking orders"): placing
 * it, paying it and accepting it, with the note issued when paid, timed with the provider quick,
 * slow (answers after 1.5 s) and down (nothing listens). The order flow never waits for it.
 */
describe("taking an order takes no longer with the fiscal provider slow or down", () => {
  // An API of its own with the production retry timing (first retry after a minute).
  let timed: TestApp;
  let timedStaff: string;
  let timedCatalogue: TestCatalogue;
  let buyer: NewClient;
  beforeAll(async () => {
    timed = await createTestApp({ env: { FISCAL_PROVIDER: "focusnfe", FOCUSNFE_TOKEN: fake.token, FOCUSNFE_BASE_URL: fake.url, FOCUSNFE_TIMEOUT_MS: "2000" } });
    timedStaff = await loginStaff(timed.app);
    timedCatalogue = await loadCatalogue(timed.app);
    buyer = await createClient(timed.app, { name: "Bia Cronometrada" });
    const timedScene = fiscalScene(() => timed, () => timedStaff);
    for (const [key, value] of [["fiscal.enabled", "true"], ["fiscal.issue_on", "paid"], ["fiscal.default_ncm", "21069090"], ["fiscal.default_cfop", "5101"], ["fiscal.default_csosn", "102"]] as const) {
      await timedScene.setting(key, value);
    }
  }, 120_000);
  afterAll(async () => timed.close());

  const takeOrder = async () => {
    const started = performance.now();
    const created = await postOrder(timed.app, buyer.token, orderBody(timedCatalogue, PIZZA));
    const { id } = created.json() as { id: number };
    await request(timed.app, { method: "POST", url: `/sandbox/payments/${id}/approve`, token: buyer.token });
    await request(timed.app, { method: "POST", url: "/order-state-historys", token: timedStaff, payload: { order_id: id, to_state: "PREPARATION" } });
    return performance.now() - started;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const timeOf = async (runs: number) => {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) times.push(await takeOrder());
    return median(times);
  };

  it("places, pays (the note is issued then) and accepts orders as fast with the provider slow (1.5 s) or down as with it quick", async () => {
    const url = fake.url;
    try {
      await timeOf(2);
      fake.mode = "authorize";
      const quick = await timeOf(5);
      fake.mode = "slow";
      fake.slowMs = 1_500;
      const slow = await timeOf(5);
      fake.mode = "authorize";
      // Down: nothing listens at the provider's address.
      await fake.close();
      const down = await timeOf(5);
      process.stdout.write(`taking an order (median of 5): provider quick ${quick.toFixed(0)} ms, slow ${slow.toFixed(0)} ms, down ${down.toFixed(0)} ms\n`);
      // Had the flow waited for the provider, its 1.5 s (or the 2 s timeout) would be on top of the quick time.
      for (const measured of [slow, down]) expect(measured).toBeLessThan(quick + 1_000);
    } finally {
      fake = await startFakeFocusNfe(undefined, Number(new URL(url).port));
    }
  }, 120_000);
});

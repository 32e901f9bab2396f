// The live order desk under a Friday night's load (issue 15), in Chromium on the production
// builds against the real API on a fresh database:
//   (a) with 300 open orders on the board, the main-thread work of applying one change that came
//       on the staff stream (a move made through the API): p50/p95/max over DESK_CHANGES (50);
//       budget p95 <= 16 ms. Measured with the Chrome DevTools Protocol's Performance.getMetrics
//       (main-thread task time, thread CPU clock) around each change: decision 1515.
//   (b) approval to card: the sandbox approves a new order (timestamped in Node just before the
//       call) until its card is in Novos (a MutationObserver in the page timestamps it), same
//       machine, same wall clock: p95 over DESK_ORDERS (50).
// Each against its reference in the same run (decision 3005): (a) the main-thread work of a bare
// move of a card in the same page (the element cloned into another column and laid out, no React,
// no data), one before each change; (b) the same approval reaching a bare reader of the staff
// stream in Node. The budgets are ratios of the p95s; the absolute figures are printed beside them
// (the former budgets: 16 ms and 1000 ms).
// Prints its own tables; rows also go to the workspace's one bench table (scripts/bench.mjs).
// Uses the ports 3000 and 4174. Exits non-zero when a budget is missed.
import { chromium } from "@playwright/test";
import { performance } from "node:perf_hooks";
import { recordResult } from "../../scripts/bench-results.mjs";
import { API_URL, CHROMIUM, startServers } from "./bench-servers.mjs";
import { deskSession, eachLimited } from "./desk-orders.mjs";

const OPEN_ORDERS = Number(process.env.DESK_OPEN_ORDERS ?? 300);
const CHANGES = Number(process.env.DESK_CHANGES ?? 50);
const NEW_ORDERS = Number(process.env.DESK_ORDERS ?? 50);
/** p95 ratios to the references (measured 1.08x and 0.98x on 2026-11-27: decision 3005). */
const BUDGET = { applyRatio: 1.5, shownRatio: 1.5 };
const BOARD = "http://localhost:4174/backoffice";
/** Work that follows a commit in later tasks (React's passive effects, the title, the ring's update). */
const SETTLE_MS = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (values) => ({ p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) });
const ms = (value) => `${value.toFixed(1)} ms`;

/** Waits for `check` (polled in Node) to be truthy, failing after `timeoutMs`. */
async function until(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(50);
  }
}

/** 300 paid orders spread over Novos, Em preparo and Em entrega (a third each). */
async function openOrders(session) {
  const orders = [];
  await eachLimited(
    Array.from({ length: OPEN_ORDERS }, (_, index) => index),
    4,
    async (index) => {
      const order = await session.place(index);
      await session.approve(order.id);
      const column = index % 3;
      if (column >= 1) await session.move(order.id, "PREPARATION");
      if (column === 2) await session.move(order.id, "DISPATCHED");
      orders.push({ id: order.id, state: ["PAID", "PREPARATION", "DISPATCHED"][column] });
    },
  );
  return orders;
}

/** The columns are windowed (decision 1518): their header counts, not the cards in the DOM, say what the board holds. */
const ordersOnBoard = (page) => page.evaluate(() => [...document.querySelectorAll("section[data-column] h2 span")].reduce((sum, count) => sum + Number(count.textContent), 0));

async function openBoard(browser, token) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  const page = await context.newPage();
  await page.goto(BOARD);
  await page.evaluate((value) => localStorage.setItem("token", value), token);
  await page.goto(`${BOARD}/orders`);
  await page.locator('[data-stream="open"]').waitFor({ timeout: 30_000 });
  await until(`${OPEN_ORDERS} orders on the board`, async () => (await ordersOnBoard(page)) >= OPEN_ORDERS, 60_000);
  return { context, page };
}

/** (a) One move per change, through the API; the main-thread work from before the call until the card has moved, painted, and settled. */
async function measureChanges(page, cdp, session, orders) {
  const mainThreadMs = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    const value = (name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
    // The protocol's own commands (this benchmark's getMetrics and evaluate) are not the board's work.
    return { task: (value("TaskDuration") - value("DevToolsCommandDuration")) * 1000, script: value("ScriptDuration") * 1000, layout: (value("LayoutDuration") + value("RecalcStyleDuration")) * 1000 };
  };
  const NEXT = { PAID: ["PREPARATION", "preparation"], PREPARATION: ["DISPATCHED", "dispatched"], DISPATCHED: ["DELIVERED", "done"] };
  const byState = (state) => orders.filter((order) => order.state === state);
  const samples = [];
  const idle = [];
  const bare = [];
  /** The reference: a card cloned into another column and laid out, by hand, then removed (no React, no data). */
  const bareMove = async (column) => {
    const before = await mainThreadMs();
    await page.evaluate(
      ({ column }) =>
        new Promise((resolve) => {
          const card = document.querySelector("article[data-order-id]");
          const target = document.querySelector(`section[data-column="${column}"]`);
          const copy = card.cloneNode(true);
          target.append(copy);
          copy.getBoundingClientRect();
          requestAnimationFrame(() =>
            setTimeout(() => {
              copy.remove();
              resolve();
            }, 0),
          );
        }),
      { column },
    );
    await sleep(SETTLE_MS);
    bare.push((await mainThreadMs()).task - before.task);
  };
  // The floor: windows of the same shape with no change (timers, heartbeats, the ring's tick).
  for (let window = 0; window < 10; window++) {
    await sleep(150);
    const before = await mainThreadMs();
    await sleep(50 + SETTLE_MS);
    idle.push((await mainThreadMs()).task - before.task);
  }
  for (let change = 0; change < CHANGES; change++) {
    const from = ["PAID", "PREPARATION", "DISPATCHED"][change % 3];
    const order = byState(from)[0];
    const [to, column] = NEXT[from];
    await sleep(150);
    await bareMove(column);
    await sleep(150);
    await page.evaluate(
      ({ column }) => {
        window.__deskBenchMoved = new Promise((resolve) => {
          // The columns are windowed: the moved card may land out of view, but its new column's count goes up in the same commit.
          const count = () => Number(document.querySelector(`section[data-column="${column}"] h2 span`)?.textContent ?? 0);
          const expected = count() + 1;
          const moved = () => count() >= expected;
          const observer = new MutationObserver(() => {
            if (!moved()) return;
            observer.disconnect();
            // The next frame's style, layout and paint, then what runs after it.
            requestAnimationFrame(() => setTimeout(resolve, 0));
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      },
      { column },
    );
    const before = await mainThreadMs();
    await session.move(order.id, to);
    await Promise.race([page.evaluate(() => window.__deskBenchMoved), sleep(5_000).then(() => Promise.reject(new Error(`order ${order.id} did not move to ${column} within 5 s`)))]);
    await sleep(SETTLE_MS);
    const after = await mainThreadMs();
    order.state = to;
    samples.push({ task: after.task - before.task, script: after.script - before.script, layout: after.layout - before.layout });
  }
  return { samples, idle, bare };
}

/**
 * A bare reader of the staff stream in Node (the reference of (b)): the instant each order's PAID
 * event arrives, by order id. Returns the instants and a way to stop reading.
 */
async function staffStreamReader(token) {
  const paidAt = new Map();
  const controller = new AbortController();
  const response = await fetch(`${API_URL}/orders/sse`, { headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" }, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`the staff stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event.split("\n").find((line) => line.startsWith("data: "));
          if (!data) continue;
          const order = JSON.parse(data.slice(6));
          // An order's state is its newest history entry.
          if (order.OrderStateHistory?.at(-1)?.to_state === "PAID" && !paidAt.has(order.id)) paidAt.set(order.id, performance.timeOrigin + performance.now());
        }
      }
    } catch {
      // aborted when the benchmark ends
    }
  })();
  return { paidAt, stop: () => controller.abort() };
}

/** (b) Approval to card in Novos, one new order at a time. */
async function measureNewOrders(page, session, stream) {
  const placed = [];
  for (let index = 0; index < NEW_ORDERS; index++) placed.push(await session.place(index));
  // New orders join the end of Novos, out of view in a windowed column (decision 1518): one approval at a
  // time, the moment Novos's count first reaches each value is the moment that order's card is on the board.
  const first = await page.evaluate(() => {
    const novos = () => Number(document.querySelector('section[data-column="new"] h2 span')?.textContent ?? 0);
    window.__deskBenchSeen = {};
    new MutationObserver(() => {
      window.__deskBenchSeen[novos()] ??= performance.timeOrigin + performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    return novos();
  });
  const latencies = [];
  const bare = [];
  for (const [index, order] of placed.entries()) {
    await sleep(200 + Math.random() * 200);
    const approvedAt = performance.timeOrigin + performance.now();
    await session.approve(order.id);
    const seenAt = await until(`order ${order.id} in Novos`, () => page.evaluate((count) => window.__deskBenchSeen[count], first + index + 1), 5_000);
    const readAt = await until(`order ${order.id} on the bare stream reader`, () => stream.paidAt.get(order.id), 5_000);
    latencies.push(seenAt - approvedAt);
    bare.push(readAt - approvedAt);
  }
  return { latencies, bare };
}

const servers = await startServers([{ dist: "apps/backoffice/dist", port: 4174, readyPath: "/backoffice" }], { RATE_LIMIT_AUTH_MAX: "10000" });
let browser;
let failed = false;
try {
  const session = await deskSession();
  const started = Date.now();
  const orders = await openOrders(session);
  console.log(`${OPEN_ORDERS} orders placed, paid and spread over three columns in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  browser = await chromium.launch(CHROMIUM);
  const { page, context } = await openBoard(browser, session.staffToken);
  const cdp = await context.newCDPSession(page);
  // Thread time: what the main thread did, not how long other processes on a shared machine held the CPU.
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  await sleep(1_000);

  const { samples: changes, idle, bare: bareMoves } = await measureChanges(page, cdp, session, orders);
  const floor = summary(idle);
  const moved = summary(bareMoves);
  const apply = summary(changes.map((sample) => sample.task));
  const script = summary(changes.map((sample) => sample.script));
  const layout = summary(changes.map((sample) => sample.layout));
  const onBoard = await ordersOnBoard(page);
  const cards = await page.locator("article[data-order-id]").count();
  const stream = await staffStreamReader(session.staffToken);
  const newOrders = await measureNewOrders(page, session, stream).finally(() => stream.stop());
  const shown = summary(newOrders.latencies);
  const read = summary(newOrders.bare);
  const applyRatio = apply.p95 / Math.max(0.1, moved.p95);
  const shownRatio = shown.p95 / Math.max(1, read.p95);

  console.log(`\nOrder desk, Chromium, ${onBoard} orders on the board after the moves, ${cards} cards rendered`);
  console.table([
    { measure: `main-thread work per change (${CHANGES} moves)`, p50: ms(apply.p50), p95: ms(apply.p95), max: ms(apply.max), budget: `p95 <= ${BUDGET.applyRatio}x the bare move's` },
    { measure: "  of which script", p50: ms(script.p50), p95: ms(script.p95), max: ms(script.max), budget: "" },
    { measure: "  of which style + layout", p50: ms(layout.p50), p95: ms(layout.p95), max: ms(layout.max), budget: "" },
    { measure: "idle window, no change (10)", p50: ms(floor.p50), p95: ms(floor.p95), max: ms(floor.max), budget: "" },
    { measure: `reference: a bare move of a card (${CHANGES})`, p50: ms(moved.p50), p95: ms(moved.p95), max: ms(moved.max), budget: "" },
    { measure: `approval to card in Novos (${NEW_ORDERS} orders)`, p50: ms(shown.p50), p95: ms(shown.p95), max: ms(shown.max), budget: `p95 <= ${BUDGET.shownRatio}x the bare reader's` },
    { measure: "reference: approval to a bare stream reader", p50: ms(read.p50), p95: ms(read.p95), max: ms(read.max), budget: "" },
  ]);
  const rows = [
    {
      benchmark: `Order desk: one change applied, ${OPEN_ORDERS} open orders (main-thread work, ${CHANGES} moves) vs a bare move of a card`,
      figure: `p95 ${applyRatio.toFixed(1)}x the bare move's (${ms(apply.p95)} vs ${ms(moved.p95)}); p50 ${ms(apply.p50)}, max ${ms(apply.max)}`,
      budget: `p95 <= ${BUDGET.applyRatio}x the bare move's`,
      pass: applyRatio <= BUDGET.applyRatio,
    },
    {
      benchmark: `Order desk: approval to card in Novos (${NEW_ORDERS} orders) vs approval to a bare stream reader`,
      figure: `p95 ${shownRatio.toFixed(1)}x the bare reader's (${ms(shown.p95)} vs ${ms(read.p95)}); p50 ${ms(shown.p50)}, max ${ms(shown.max)}`,
      budget: `p95 <= ${BUDGET.shownRatio}x the bare reader's`,
      pass: shownRatio <= BUDGET.shownRatio,
    },
  ];
  for (const row of rows) {
    recordResult(row);
    if (!row.pass) failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await browser?.close();
  await servers.stop();
}
process.exit(failed ? 1 : 0);

import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type Order, orderSchema } from "@forno/domain/schemas";
import { type CartPick, type TestApp, type TestCatalogue, orderBody, postOrder, request } from "./index";
import { fiscalNotes } from "../../src/db/schema";

/** What the fiscal tests do through the API: settings, orders paid and moved, notes read until they settle. */
export function fiscalScene(t: () => TestApp, staff: () => string) {
  const app = () => t().app;
  const settingIds = new Map<string, number>();
  const setting = async (key: string, value: string) => {
    if (settingIds.size === 0) {
      const all: Array<{ id: number; key: string }> = (await request(app(), { method: "GET", url: "/settings?take=100", token: staff() })).json();
      for (const row of all) settingIds.set(row.key, row.id);
    }
    const answer = await request(app(), { method: "PATCH", url: `/settings/${settingIds.get(key)}`, token: staff(), payload: { value } });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const readOrder = async (id: number): Promise<Order> => orderSchema.parse((await request(app(), { method: "GET", url: `/orders/${id}`, token: staff() })).json());
  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 15_000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const fiscalOf = (id: number, status: string) => until(() => readOrder(id), (order) => order.fiscal?.status === status, `the note ${status}`).then((order) => order.fiscal!);
  /** An order placed by `token` (with `coupon` when given), paid (sandbox Pix unless `pay` says otherwise). */
  const paidOrder = async (token: string, catalogue: TestCatalogue, picks: readonly CartPick[], options: { delivery?: boolean; coupon?: string; pay?: (id: number) => Promise<void> } = {}) => {
    const created = await postOrder(app(), token, orderBody(catalogue, picks, { delivery: options.delivery ?? true, ...(options.coupon === undefined ? {} : { coupon: options.coupon }) }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    if (options.pay === undefined) {
      const approved = await request(app(), { method: "POST", url: `/sandbox/payments/${id}/approve`, token });
      expect(approved.statusCode, approved.body).toBe(200);
    } else await options.pay(id);
    return id;
  };
  const move = async (id: number, to_state: string) => {
    const moved = await request(app(), { method: "POST", url: "/order-state-historys", token: staff(), payload: { order_id: id, to_state } });
    expect(moved.statusCode, moved.body).toBe(201);
  };
  const notesOf = (id: number) => app().ctx.db.select().from(fiscalNotes).where(eq(fiscalNotes.orderId, id)).orderBy(fiscalNotes.attempt);
  return { setting, readOrder, until, fiscalOf, paidOrder, move, notesOf };
}

/** A day as the reports' query strings take it, in the store's zone ("2026-01-15"). */
export function formatDateIso(day: Date): string {
  const [dd, mm, yyyy] = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", day: "2-digit", month: "2-digit", year: "numeric" }).format(day).split("/");
  return `${yyyy}-${mm}-${dd}`;
}

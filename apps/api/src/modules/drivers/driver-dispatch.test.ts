import { eq } from "drizzle-orm";
import { orderSchema } from "@forno/domain/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import { type TestApp, type TestCatalogue, type TestStream, createTestApp, forceOrderState, loadCatalogue, loginStaff, openStream, orderState, placeOrder, request, signInClient } from "../../../test/support";
import { DRIVER_ONLY_WHEN_DISPATCHED, NO_DRIVER_FOR_PICKUP } from "../order-state-historys/order-state-historys.service";
import { DRIVER_NOT_AVAILABLE } from "./drivers.service";

let t: TestApp;
let catalogue: TestCatalogue;
let maria: string;
let staff: string;
let carlos: number;
let retired: number;
const streams: TestStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await loadCatalogue(t.app);
  maria = await signInClient(t.app);
  staff = await loginStaff(t.app);
  const newDriver = async (name: string, is_active: boolean) =>
    (await request(t.app, { method: "POST", url: "/drivers", token: staff, payload: { name, phone: "11988887777", is_active } })).json().id as number;
  carlos = await newDriver("Carlos", true);
  retired = await newDriver("Aposentado", false);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

const move = (order_id: number, to_state: string, driver_id?: unknown) =>
  request(t.app, { method: "POST", url: "/order-state-historys", token: staff, payload: { order_id, to_state, ...(driver_id === undefined ? {} : { driver_id }) } });

async function orderIn(state: "PREPARATION" | "PAID" | "DISPATCHED", delivery = true): Promise<number> {
  const { id } = await placeOrder(t.app, maria, catalogue, undefined, { delivery });
  await forceOrderState(t.app, id, state);
  return id;
}

const read = async (id: number, token = staff) => orderSchema.parse((await request(t.app, { method: "GET", url: `/orders/${id}`, token })).json());

describe("a driver on the move to DISPATCHED", () => {
  it("records the driver: the order, the staff list, the client's own read and the desk stream all carry it", async () => {
    const id = await orderIn("PREPARATION");
    const stream = await openStream(t.app, "/orders/sse", { token: staff });
    streams.push(stream);
    expect((await read(id)).driver).toBeNull();

    const response = await move(id, "DISPATCHED", carlos);
    expect(response.statusCode, response.body).toBe(201);
    expect((await read(id)).driver).toEqual({ id: carlos, name: "Carlos" });
    expect((await read(id, maria)).driver).toEqual({ id: carlos, name: "Carlos" });
    const listed = await request(t.app, { method: "GET", url: `/orders?where_external_id=${(await read(id)).external_id}`, token: staff });
    expect(orderSchema.array().parse(listed.json())[0]?.driver).toEqual({ id: carlos, name: "Carlos" });

    for (;;) {
      const payload = orderSchema.parse(JSON.parse((await stream.next()).data));
      if (payload.id !== id || payload.OrderStateHistory.at(-1)?.to_state !== "DISPATCHED") continue;
      expect(payload.driver).toEqual({ id: carlos, name: "Carlos" });
      break;
    }
  });

  it("keeps the driver optional: an order may leave without one", async () => {
    const id = await orderIn("PREPARATION");
    expect((await move(id, "DISPATCHED")).statusCode).toBe(201);
    expect((await read(id)).driver).toBeNull();
    const [row] = await t.app.ctx.db.select({ dispatchedAt: orders.dispatchedAt }).from(orders).where(eq(orders.id, id));
    expect(row?.dispatchedAt).toBeInstanceOf(Date);
  });

  it("keeps the driver through the later moves (DELIVERED)", async () => {
    const id = await orderIn("PREPARATION");
    await move(id, "DISPATCHED", carlos);
    expect((await move(id, "DELIVERED")).statusCode).toBe(201);
    expect((await read(id)).driver).toEqual({ id: carlos, name: "Carlos" });
  });

  it.each(["PREPARATION", "DELIVERED", "ERROR", "CANCELLED_STORE"])("refuses a driver with a move to %s (400), changing nothing", async (to) => {
    const id = await orderIn(to === "PREPARATION" || to === "CANCELLED_STORE" ? "PAID" : "DISPATCHED");
    const before = await orderState(t.app, id);
    const response = await move(id, to, carlos);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(DRIVER_ONLY_WHEN_DISPATCHED);
    expect(await orderState(t.app, id)).toBe(before);
  });

  it("refuses an unknown or inactive driver (422), leaving the order in preparation", async () => {
    for (const driver of [retired, 999_999]) {
      const id = await orderIn("PREPARATION");
      const response = await move(id, "DISPATCHED", driver);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(DRIVER_NOT_AVAILABLE);
      expect(await orderState(t.app, id)).toBe("PREPARATION");
      expect((await read(id)).driver).toBeNull();
    }
  });

  it("refuses a driver id that is not a database id (400)", async () => {
    const id = await orderIn("PREPARATION");
    for (const driver of ["1", 0, 2_147_483_648, 1.5]) expect((await move(id, "DISPATCHED", driver)).statusCode, String(driver)).toBe(400);
  });

  it("refuses a driver for a pickup order (422): it is ready at the counter, nobody takes it anywhere; without one it moves", async () => {
    const id = await orderIn("PREPARATION", false);
    const response = await move(id, "DISPATCHED", carlos);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(NO_DRIVER_FOR_PICKUP);
    expect(await orderState(t.app, id)).toBe("PREPARATION");
    expect((await read(id)).driver).toBeNull();
    expect((await move(id, "DISPATCHED")).statusCode).toBe(201);
    expect((await read(id)).driver).toBeNull();
  });

  it("still answers 409 when the order cannot leave, even with a valid driver", async () => {
    const id = await orderIn("PAID");
    expect((await move(id, "DISPATCHED", carlos)).statusCode).toBe(409);
  });
});

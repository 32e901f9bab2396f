import { LOYALTY_MESSAGES } from "@forno/domain/loyalty";
import { loyaltyCardSchema } from "@forno/domain/schemas";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStaffApiClient } from "../src/staff/staff-client";
import type { ApiError } from "../src/errors";
import { memoryTokenStore } from "../src/token-store";
import { type BackofficeMockData, backofficeMockData } from "./backoffice-fixtures";
import { createBackofficeMockApi } from "./backoffice-handlers";

const BASE = "http://mock.forno.test";
const server = setupServer();
const api = (token: string) => createStaffApiClient({ baseUrl: BASE, tokenStore: memoryTokenStore(token), onUnauthorized: () => {} });
const staff = api("staff-token");
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);
let data: BackofficeMockData;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  server.resetHandlers();
  data = backofficeMockData();
  server.use(...createBackofficeMockApi(BASE, data).handlers);
});
afterAll(() => server.close());

describe("the mock API's staff loyalty card (growth.md section 2)", () => {
  it("answers a client's card in the contract's shape, the program read from the settings", async () => {
    const card = loyaltyCardSchema.parse(await staff.loyalty.card(4));
    expect(card).toMatchObject({ enabled: false, stamps: 3, needed: 10, rewards_available: 0 });
    expect(card.reward.replace(/\u00a0/g, " ")).toBe("Uma pizza grátis (até R$ 60,00)");
    expect(card.history.map((entry) => entry.change)).toEqual([1, 2]);
    data.settings.find((setting) => setting.key === "loyalty.stamps_needed")!.value = "3";
    data.settings.find((setting) => setting.key === "loyalty.reward")!.value = "free_delivery";
    expect(await staff.loyalty.card(4)).toMatchObject({ needed: 3, rewards_available: 1, reward: "Entrega grátis" });
  });

  it("writes an adjustment with the staff member's id, and never goes below zero", async () => {
    const refused = await refusal(staff.loyalty.adjust(4, { change: -4, reason: "Lançado em dobro" }));
    expect(refused).toMatchObject({ status: 422, message: LOYALTY_MESSAGES.notEnoughStamps });
    const card = await staff.loyalty.adjust(4, { change: -3, reason: "  Lançado em dobro  " });
    expect(card.stamps).toBe(0);
    expect(card.history[0]).toMatchObject({ change: -3, reason: "Lançado em dobro", staff_id: 2, order_id: null });
    expect(data.clients.find((client) => client.id === 4)!.loyalty_stamps).toBe(0);
  });

  it("checks the body with the domain's schema, answers 404 for an unknown client and 403 for a client's token", async () => {
    expect(await refusal(staff.loyalty.adjust(4, { change: 0, reason: "Nada" }))).toMatchObject({ status: 400, message: LOYALTY_MESSAGES.adjustmentChange });
    expect(await refusal(staff.loyalty.adjust(4, { change: 2, reason: "ok" }))).toMatchObject({ status: 400, message: LOYALTY_MESSAGES.adjustmentReason });
    expect(await refusal(staff.loyalty.card(999))).toMatchObject({ status: 404 });
    expect(await refusal(api("client-token").loyalty.card(4))).toMatchObject({ status: 403 });
  });

  it("leaves GET /clients/me/loyalty to the customer's handlers (\"me\" is not a client id)", async () => {
    const response = await fetch(`${BASE}/clients/me/loyalty`, { headers: { authorization: "Bearer client-token" } });
    expect(response.status).toBe(200);
    // The signed-in client's own card (msw/loyalty-fixtures.ts), not a staff answer about a client "me".
    expect(loyaltyCardSchema.parse(await response.json())).toMatchObject({ stamps: data.loyalty.stamps, history: data.loyalty.history });
  });
});

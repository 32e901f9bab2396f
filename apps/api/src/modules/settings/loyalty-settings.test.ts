import { like } from "drizzle-orm";
import { LOYALTY_SETTING_DEFAULTS, LOYALTY_SETTING_MESSAGES } from "@forno/domain/loyalty";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "../../db/schema";
import { type TestApp, createTestApp, loginStaff, patchSetting } from "../../../test/support";

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t.app);
});
afterAll(async () => {
  await t.close();
});

const patch = (key: string, value: string) => patchSetting(t.app, staff, key, value);

async function expectRefused(key: string, value: string, message: string) {
  const response = await patch(key, value);
  expect(response.statusCode, `${key}=${value}`).toBe(400);
  expect(response.json().message, `${key}=${value}`).toBe(message);
}

async function expectStored(key: string, value: string, stored: string) {
  const response = await patch(key, value);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().value).toBe(stored);
}

describe("the loyalty card's settings (group loyalty, growth.md section 2)", () => {
  it("are seeded with the contract's defaults: off, 10 stamps of Pizzas Grandes for a free pizza up to R$ 60,00, 90 days", async () => {
    const rows = await t.app.ctx.db.select({ key: settings.key, group: settings.group, value: settings.value }).from(settings).where(like(settings.key, "loyalty.%"));
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toEqual({
      "loyalty.enabled": "false",
      "loyalty.stamps_needed": "10",
      "loyalty.groups": "Pizzas Grandes",
      "loyalty.reward": "free_pizza",
      "loyalty.reward_value": "60.00",
      "loyalty.stamp_days": "90",
    });
    expect(rows.every((row) => row.group === "loyalty")).toBe(true);
    expect(Object.keys(LOYALTY_SETTING_DEFAULTS).sort()).toEqual(rows.map((row) => row.key).sort());
  });

  it("stamps_needed from 2 to 50", async () => {
    await expectRefused("loyalty.stamps_needed", "1", LOYALTY_SETTING_MESSAGES.stampsNeeded);
    await expectRefused("loyalty.stamps_needed", "51", LOYALTY_SETTING_MESSAGES.stampsNeeded);
    await expectRefused("loyalty.stamps_needed", "dez", "Valor inválido: use um número inteiro.");
    expect(LOYALTY_SETTING_MESSAGES.stampsNeeded).toBe("Valor inválido: use de 2 a 50 selos.");
    await expectStored("loyalty.stamps_needed", "2", "2");
    await expectStored("loyalty.stamps_needed", " 50 ", "50");
  });

  it("stamp_days from 1 to 730", async () => {
    await expectRefused("loyalty.stamp_days", "0", LOYALTY_SETTING_MESSAGES.stampDays);
    await expectRefused("loyalty.stamp_days", "731", LOYALTY_SETTING_MESSAGES.stampDays);
    expect(LOYALTY_SETTING_MESSAGES.stampDays).toBe("Valor inválido: use de 1 a 730 dias.");
    await expectStored("loyalty.stamp_days", "1", "1");
    await expectStored("loyalty.stamp_days", "730", "730");
  });

  it("reward: free_pizza, free_delivery or fixed; its value in reais above zero, stored with two decimals", async () => {
    await expectRefused("loyalty.reward", "pizza", LOYALTY_SETTING_MESSAGES.reward);
    for (const reward of ["free_delivery", "fixed", "free_pizza"]) await expectStored("loyalty.reward", reward, reward);
    await expectRefused("loyalty.reward_value", "0", LOYALTY_SETTING_MESSAGES.rewardValue);
    await expectRefused("loyalty.reward_value", "-5", LOYALTY_SETTING_MESSAGES.rewardValue);
    await expectRefused("loyalty.reward_value", "sessenta", LOYALTY_SETTING_MESSAGES.rewardValue);
    await expectStored("loyalty.reward_value", "45,5", "45.50");
    await expectStored("loyalty.reward_value", "60", "60.00");
  });

  it("enabled is true or false; groups a tidy list without repeats", async () => {
    await expectRefused("loyalty.enabled", "sim", "Valor inválido: use true ou false.");
    await expectStored("loyalty.enabled", "TRUE", "true");
    await expectStored("loyalty.enabled", "false", "false");
    await expectRefused("loyalty.groups", "Pizzas Grandes, pizzas grandes", 'Valor inválido: "pizzas grandes" aparece mais de uma vez.');
    await expectStored("loyalty.groups", " Pizzas Grandes ,Pizzas Individuais ", "Pizzas Grandes, Pizzas Individuais");
  });
});

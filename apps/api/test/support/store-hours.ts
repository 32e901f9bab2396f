import type { FastifyInstance } from "fastify";
import { vi } from "vitest";

/** The demo's hours: Tuesday to Sunday 18:00-23:30 in São Paulo (decision 1605). */
export const DEMO_HOURS = {
  timezone: "America/Sao_Paulo",
  week: [2, 3, 4, 5, 6, 0].map((day) => ({ day, opens: "18:00", closes: "23:30" })),
  exceptions: [],
};

/** Every day, all day (what the test seed starts with). */
export const ALWAYS_OPEN_HOURS = {
  timezone: "America/Sao_Paulo",
  week: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: "00:00", closes: "00:00" })),
  exceptions: [],
};

/**
 * Freezes `Date` (only Date: timers keep running, so the database and the server work) at an
 * instant; call before creating the app so tokens are issued on the same clock. `vi.useRealTimers()` undoes it.
 */
export function freezeClock(iso: string): void {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso) });
}

/** PUT /store/hours as staff; throws unless 200. */
export async function putHours(app: FastifyInstance, staff: string, hours: object): Promise<void> {
  const response = await app.inject({ method: "PUT", url: "/store/hours", headers: { authorization: `Bearer ${staff}` }, payload: hours });
  if (response.statusCode !== 200) throw new Error(`PUT /store/hours failed: ${response.statusCode} ${response.body}`);
}

/** PATCH /settings/{id} of a setting by key, as staff; answers the response. */
export async function patchSetting(app: FastifyInstance, staff: string, key: string, value: string) {
  const list = await app.inject({ method: "GET", url: "/settings?take=100", headers: { authorization: `Bearer ${staff}` } });
  const setting = list.json<Array<{ id: number; key: string }>>().find((item) => item.key === key);
  if (setting === undefined) throw new Error(`no setting ${key}`);
  return app.inject({ method: "PATCH", url: `/settings/${setting.id}`, headers: { authorization: `Bearer ${staff}` }, payload: { value } });
}

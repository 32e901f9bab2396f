import { type StoreHours } from "@forno/domain/store-hours";

/** The mock store's hours: everything GET /store/hours answers but the computed fields (and the online flag, from `store`). */
export type MockStoreHours = Omit<StoreHours, "online">;

/** Every day, all day: the mock store starts open, like the API's test seed (decision 1605). */
export const ALWAYS_OPEN_MOCK_HOURS: MockStoreHours = {
  timezone: "America/Sao_Paulo",
  week: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: "00:00", closes: "00:00" })),
  exceptions: [],
  pause: null,
};

import { type StoreHoursAnswer, type StoreHoursBodyInput, type storePauseBodySchema } from "@forno/domain/schemas";
import { type z } from "zod";
import { type Http, send } from "../http";

/** Staff: the hours and the pause (backoffice client only). */
export function staffStoreHoursApi({ ky }: Http) {
  return {
    /** Replaces the week and the exceptions (400 naming the day for a bad interval). */
    updateHours: (body: StoreHoursBodyInput) => send(() => ky.put("store/hours", { json: body }).json<StoreHoursAnswer>()),
    /** `minutes` null pauses until resume(). */
    pause: (body: z.input<typeof storePauseBodySchema>) => send(() => ky.post("store/pause", { json: body }).json<StoreHoursAnswer>()),
    resume: () => send(() => ky.delete("store/pause").json<StoreHoursAnswer>()),
  };
}

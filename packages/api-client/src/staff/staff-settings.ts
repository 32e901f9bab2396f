import { type Setting, type settingUpdateBodySchema } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { type z } from "zod";
import { type Http, send } from "../http";
import { searchParams } from "../list-params";
import { type SettingListParams, settingKeys } from "../settings";

/** Staff: the settings table (backoffice client only). */
export function staffSettingsApi({ ky }: Http) {
  const list = (params: SettingListParams = {}) => send(() => ky.get("settings", { searchParams: searchParams(params) }).json<Setting[]>());
  return {
    list,
    update: (id: number, body: z.input<typeof settingUpdateBodySchema>) => send(() => ky.patch(`settings/${id}`, { json: body }).json<Setting>()),
    listQuery: (params: SettingListParams = {}) => queryOptions({ queryKey: settingKeys.list(params), queryFn: () => list(params) }),
  };
}

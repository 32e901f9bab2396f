import { errorMessage, settingKeys } from "@forno/api-client";
import type { Setting } from "@forno/domain/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context";

export interface SectionChange {
  setting: Setting;
  /** As typed (masks included): the server checks and normalises it. */
  value: string;
}

export interface SectionSaveResult {
  saved: Setting[];
  /** The server's message for each key it refused. */
  refused: Record<string, string>;
}

/**
 * PATCH /settings/{id} for each changed value, in the section's order, the same call the settings
 * table makes. A refusal does not stop the rest, and the refused ones are tried once more after
 * the others: amber before red compares with the stored value, so 10/20 -> 25/30 saves in the
 * second pass. The saved rows replace the cached ones; the refused keep what was typed.
 */
export function useSectionSave() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: readonly SectionChange[]): Promise<SectionSaveResult> => {
      const saved: Setting[] = [];
      let pending = [...changes];
      let refused: Record<string, string> = {};
      for (let pass = 0; pass < 2 && pending.length > 0; pass++) {
        const before = saved.length;
        refused = {};
        const retry: SectionChange[] = [];
        for (const change of pending) {
          try {
            saved.push(await api.settings.update(change.setting.id, { value: change.value }));
          } catch (error) {
            refused[change.setting.key] = errorMessage(error);
            retry.push(change);
          }
        }
        pending = retry;
        if (saved.length === before) break;
      }
      return { saved, refused };
    },
    onSuccess: ({ saved }) => {
      const byId = new Map(saved.map((setting) => [setting.id, setting]));
      queryClient.setQueriesData<Setting[]>({ queryKey: [...settingKeys.all, "list"] }, (rows) => rows?.map((row) => byId.get(row.id) ?? row));
      void queryClient.invalidateQueries({ queryKey: settingKeys.all });
    },
  });
}

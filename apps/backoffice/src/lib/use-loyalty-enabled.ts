import { useQuery } from "@tanstack/react-query";
import { useApi } from "./api-context";

/**
 * Whether the store runs the loyalty card (`loyalty.enabled`, growth.md section 2), from the settings
 * list Minha loja reads too (one cache); false while it loads.
 */
export function useLoyaltyEnabled(): boolean {
  const api = useApi();
  const settings = useQuery(api.settings.listQuery({ take: 100 }));
  return settings.data?.some((setting) => setting.key === "loyalty.enabled" && setting.value === "true") ?? false;
}

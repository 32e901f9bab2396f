import { type OpenDeliveryIntegration, type OpenDeliverySecret } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "../http";

export const integrationKeys = {
  openDelivery: ["integrations", "opendelivery"] as const,
};

/** The staff calls of the "Integrações" screen (operations.md section 7). */
export function integrationsApi({ ky }: Http) {
  const openDelivery = () => send(() => ky.get("integrations/opendelivery").json<OpenDeliveryIntegration>());
  return {
    openDelivery,
    /** A new client secret at once (the PDV's current one stops working); the answer is its only sight. */
    rotateOpenDeliverySecret: () => send(() => ky.post("integrations/opendelivery/secret").json<OpenDeliverySecret>()),
    /** The status, read again every `refetchInterval` ms while a screen shows it. */
    openDeliveryQuery: (refetchInterval: number) => queryOptions({ queryKey: integrationKeys.openDelivery, queryFn: openDelivery, refetchInterval }),
  };
}

export type IntegrationsApi = ReturnType<typeof integrationsApi>;

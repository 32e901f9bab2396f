import { type IfoodIntegration, type OpenDeliveryIntegration, type OpenDeliverySecret, type SmsIntegration } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { type Http, send } from "../http";

export const integrationKeys = {
  openDelivery: ["integrations", "opendelivery"] as const,
  sms: ["integrations", "sms"] as const,
  ifood: ["integrations", "ifood"] as const,
};

/** The staff calls of the "Integrações" screen (operations.md section 7). */
export function integrationsApi({ ky }: Http) {
  const openDelivery = () => send(() => ky.get("integrations/opendelivery").json<OpenDeliveryIntegration>());
  const sms = () => send(() => ky.get("integrations/sms").json<SmsIntegration>());
  const ifood = () => send(() => ky.get("integrations/ifood").json<IfoodIntegration>());
  return {
    openDelivery,
    /** A new client secret at once (the PDV's current one stops working); the answer is its only sight. */
    rotateOpenDeliverySecret: () => send(() => ky.post("integrations/opendelivery/secret").json<OpenDeliverySecret>()),
    /** The status, read again every `refetchInterval` ms while a screen shows it. */
    openDeliveryQuery: (refetchInterval: number) => queryOptions({ queryKey: integrationKeys.openDelivery, queryFn: openDelivery, refetchInterval }),
    /** The text messages (growth.md section 5): the provider, sent today, pending, the last failure. */
    smsQuery: (refetchInterval: number) => queryOptions({ queryKey: integrationKeys.sms, queryFn: sms, refetchInterval }),
    /** iFood's orders (growth.md section 4): connected, the last poll, orders today, the latest problems. */
    ifoodQuery: (refetchInterval: number) => queryOptions({ queryKey: integrationKeys.ifood, queryFn: ifood, refetchInterval }),
  };
}

export type IntegrationsApi = ReturnType<typeof integrationsApi>;

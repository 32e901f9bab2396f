import { IFOOD_INTEGRATION_OFF, type IfoodIntegration, OPENDELIVERY_INTEGRATION_OFF, OPENDELIVERY_NOT_CONFIGURED, type OpenDeliveryIntegration, type SmsIntegration } from "@forno/domain/schemas";
import { http, HttpResponse } from "msw";

/** OpenDelivery switched off: no variables set (every field null or 0). */
export const OPENDELIVERY_OFF: OpenDeliveryIntegration = OPENDELIVERY_INTEGRATION_OFF;

/** OpenDelivery configured, no PDV has called yet; tests set the times they need. */
export function mockOpenDelivery(fields: Partial<OpenDeliveryIntegration> = {}): OpenDeliveryIntegration {
  return { ...OPENDELIVERY_OFF, enabled: true, client_id: "forno-pdv", merchant_id: "forno-loja-1", base_url: "http://localhost:3000/opendelivery", ...fields };
}

/** Text messages through Twilio, a quiet day so far; tests set the figures they need. */
export function mockSms(fields: Partial<SmsIntegration> = {}): SmsIntegration {
  return { provider: "twilio", sender: "+5511940028922", sent_today: 0, pending: 0, last_failure: null, ...fields };
}

/** iFood switched off: the three IFOOD_* credentials are not set. */
export const IFOOD_OFF: IfoodIntegration = IFOOD_INTEGRATION_OFF;

/** iFood connected, polled a minute ago, nothing wrong; tests set the figures they need. */
export function mockIfood(fields: Partial<IfoodIntegration> = {}): IfoodIntegration {
  return { ...IFOOD_OFF, enabled: true, merchant_id: "6b487a27-c4fc-4f26-b05e-3967c2331882", connected: true, last_poll_at: new Date(Date.now() - 60_000).toISOString(), ...fields };
}

interface Deps {
  data: { openDelivery: OpenDeliveryIntegration; rotatedSecrets: string[]; sms: SmsIntegration; ifood: IfoodIntegration };
  url: (path: string) => string;
  error: (statusCode: number, message: string) => Response;
  staffOnly: (request: Request) => Response | undefined;
}

/**
 * GET /integrations/opendelivery and POST /integrations/opendelivery/secret (each new secret recorded
 * in data.rotatedSecrets), GET /integrations/sms, GET /integrations/ifood.
 */
export function integrationHandlers({ data, url, error, staffOnly }: Deps) {
  return [
    http.get(url("/integrations/sms"), ({ request }) => staffOnly(request) ?? HttpResponse.json(data.sms)),
    http.get(url("/integrations/ifood"), ({ request }) => staffOnly(request) ?? HttpResponse.json(data.ifood)),
    http.get(url("/integrations/opendelivery"), ({ request }) => staffOnly(request) ?? HttpResponse.json(data.openDelivery)),
    http.post(url("/integrations/opendelivery/secret"), ({ request }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      if (!data.openDelivery.enabled) return error(409, OPENDELIVERY_NOT_CONFIGURED);
      const secret = `mock-secret-${data.rotatedSecrets.length + 1}-${"x".repeat(32)}`;
      data.rotatedSecrets.push(secret);
      data.openDelivery = { ...data.openDelivery, secret_rotated_at: new Date().toISOString() };
      return HttpResponse.json({ client_secret: secret });
    }),
  ];
}

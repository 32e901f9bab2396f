import { type SmsGateway, countryDigits, postToProvider } from "./sms-gateway";

export interface ZenviaSettings {
  apiToken: string;
  from: string;
  baseUrl: string;
}

/**
 * Zenvia's API v2 (growth.md section 5): `POST /v2/channels/sms/messages` with the header
 * `X-API-TOKEN` and the JSON `{ from, to, contents: [{ type: "text", text }] }`, `to` as digits
 * "55DDNNNNNNNNN"; it answers 200 with `{ id }`.
 */
export function createZenviaGateway(settings: ZenviaSettings): SmsGateway {
  const url = `${settings.baseUrl.replace(/\/+$/, "")}/v2/channels/sms/messages`;
  return {
    name: "zenvia",
    sender: settings.from,
    deliver: (phone, body) =>
      postToProvider(
        url,
        {
          headers: { "x-api-token": settings.apiToken, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ from: settings.from, to: countryDigits(phone), contents: [{ type: "text", text: body }] }),
        },
        (answer) => answer.id,
      ),
  };
}

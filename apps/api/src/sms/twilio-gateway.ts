import { type SmsGateway, e164, postToProvider } from "./sms-gateway";

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
}

/**
 * Twilio's Programmable Messaging (growth.md section 5): `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`
 * with HTTP Basic (Account SID, auth token) and the form fields To (E.164), From and Body; it answers
 * 201 with `{ sid, status }`.
 */
export function createTwilioGateway(settings: TwilioSettings): SmsGateway {
  const url = `${settings.baseUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    name: "twilio",
    sender: settings.from,
    deliver: (phone, body) =>
      postToProvider(
        url,
        {
          headers: { authorization, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: new URLSearchParams({ To: e164(phone), From: settings.from, Body: body }).toString(),
        },
        (answer) => answer.sid,
      ),
  };
}

import type { SmsGateway } from "./sms-gateway";

/**
 * `SMS_PROVIDER=console`: nothing leaves the machine. The message stays in the outbox table, where
 * developers and the end-to-end tests read it (`GET /dev/sms-outbox` outside production); the
 * log never holds its text, in any environment (growth.md section 5).
 */
export function createConsoleGateway(): SmsGateway {
  return {
    name: "console",
    sender: null,
    deliver: async () => ({ ok: true, providerMessageId: null }),
  };
}

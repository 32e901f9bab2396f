import { startFakeSmsProviders } from "./fake-sms-providers";

/**
 * `tsx test/support/fake-sms-cli.ts <port>`: the fakes of Twilio and Zenvia as a process of their
 * own, for the end-to-end run (e2e/support/servers.ts points the API's TWILIO_BASE_URL at it and
 * reads what "phones" received at /_fake/messages). Stops on SIGTERM/SIGINT.
 */
const port = Number(process.argv[2] ?? "0");
const fake = await startFakeSmsProviders(port);
console.warn(`fake SMS providers (Twilio, Zenvia) at ${fake.url}`);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FISCAL_MESSAGES, accessKeyGroups } from "@forno/domain/fiscal";
import { type NewClient, type TestApp, type TestCatalogue, createClient, createTestApp, loadCatalogue, loginStaff, request } from "../../../test/support";
import { fiscalScene, formatDateIso } from "../../../test/support/fiscal-scene";

/** FISCAL_PROVIDER=sandbox (demos, the e2e) and none (the default). */
describe("the sandbox fiscal provider", () => {
  let t: TestApp;
  let staff: string;
  let bia: NewClient;
  let catalogue: TestCatalogue;
  const scene = fiscalScene(() => t, () => staff);

  beforeAll(async () => {
    t = await createTestApp({ env: { FISCAL_PROVIDER: "sandbox" } });
    staff = await loginStaff(t.app);
    bia = await createClient(t.app, { name: "Bia Sandbox" });
    catalogue = await loadCatalogue(t.app);
  }, 120_000);
  afterAll(async () => t.close());

  it("issues nothing until the store turns the NFC-e on", async () => {
    const id = await scene.paidOrder(bia.token, catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]);
    await scene.move(id, "PREPARATION");
    expect((await scene.readOrder(id)).fiscal).toBeNull();
    const refused = await request(t.app, { method: "POST", url: `/orders/${id}/fiscal`, token: staff });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(FISCAL_MESSAGES.disabled);
  });

  it("authorises with a made-up 44-digit key; the delivery ticket ends with the NFC-e block; the CSV's nfce has the key", async () => {
    for (const [key, value] of [["fiscal.enabled", "true"], ["fiscal.default_ncm", "21069090"], ["fiscal.default_cfop", "5101"], ["fiscal.default_csosn", "102"]] as const) await scene.setting(key, value);
    const id = await scene.paidOrder(bia.token, catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]);
    await scene.move(id, "PREPARATION");
    const fiscal = await scene.fiscalOf(id, "authorized");
    expect(fiscal.access_key).toMatch(/^35\d{42}$/);
    expect(fiscal.qrcode_url).toMatch(/^https:\/\/www\.homologacao\.nfce\.fazenda\.sp\.gov\.br\/qrcode\?p=\d{44}\|2\|2\|1\|/);

    const ticket = await request(t.app, { method: "GET", url: `/orders/${id}/ticket?template=delivery&width=48`, token: staff });
    const lines = ticket.body.trimEnd().split("\n");
    const groups = accessKeyGroups(fiscal.access_key!);
    expect(lines).toContain(`NFC-e nº ${fiscal.number} Série 1`);
    expect(lines).toContain(groups.slice(0, 9).join(" "));
    expect(lines).toContain(groups.slice(9).join(" "));
    expect(lines.slice(-2).join("")).toBe("https://www.homologacao.nfce.fazenda.sp.gov.br/consulta");
    const kitchen = await request(t.app, { method: "GET", url: `/orders/${id}/ticket?template=kitchen&width=48`, token: staff });
    expect(kitchen.body).not.toContain("NFC-e");

    const today = formatDateIso(new Date());
    const csv = await request(t.app, { method: "GET", url: `/reports/orders.csv?from=${today}&to=${today}`, token: staff });
    const rows = csv.rawPayload.subarray(3).toString("utf8").trimEnd().split("\r\n").map((line) => line.split(";"));
    const nfce = rows[0]!.indexOf("nfce");
    expect(nfce).toBeGreaterThan(0);
    expect(rows.map((row) => row[nfce])).toContain(fiscal.access_key);
  });
});

describe("FISCAL_PROVIDER=none (the default)", () => {
  let t: TestApp;
  let staff: string;
  let catalogue: TestCatalogue;
  let caio: NewClient;
  const scene = fiscalScene(() => t, () => staff);

  beforeAll(async () => {
    t = await createTestApp();
    staff = await loginStaff(t.app);
    caio = await createClient(t.app, { name: "Caio Sem Nota" });
    catalogue = await loadCatalogue(t.app);
    await scene.setting("fiscal.enabled", "true");
  }, 120_000);
  afterAll(async () => t.close());

  it("writes no note even with the NFC-e on, lists nothing, and says why it cannot issue", async () => {
    const id = await scene.paidOrder(caio.token, catalogue, [{ product: "PG-CALABRESA", additionals: ["AD-PG-MASSA-TRAD"] }]);
    await scene.move(id, "PREPARATION");
    expect((await scene.readOrder(id)).fiscal).toBeNull();
    expect(await scene.notesOf(id)).toHaveLength(0);
    expect((await request(t.app, { method: "GET", url: "/fiscal/notes", token: staff })).json()).toEqual([]);
    const refused = await request(t.app, { method: "POST", url: `/orders/${id}/fiscal`, token: staff });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(FISCAL_MESSAGES.noProvider);
  });
});

import { describe, expect, it } from "vitest";
import { signedInClient, testClient } from "./support";

describe("addresses against the real API", () => {
  it("creates, updates and deletes an address in an active area, with its nested Cep", async () => {
    const { api } = await signedInClient();
    const staffless = testClient();
    const ceps = await staffless.api.ceps.lookup("05433-001").catch(() => null);
    expect(ceps).not.toBeNull();
    const created = await api.addresses.create({ postal_code: "05433001", number: "1578", alias: "Trabalho", address_info: "Sala 3", address_notes: null, is_default: false });
    expect(created.Cep.street).toBe(ceps!.street);
    const updated = await api.addresses.update(created.id, { number: "1600" });
    expect(updated.number).toBe("1600");
    await api.addresses.remove(created.id);
    const list = await api.addresses.list();
    expect(list.some((a) => a.id === created.id)).toBe(false);
  });

  it("refuses a CEP outside the delivery area with the server's message", async () => {
    const { api } = await signedInClient();
    await expect(api.addresses.create({ postal_code: "99999999", number: "1", alias: null, address_info: null, address_notes: null, is_default: false })).rejects.toMatchObject({ status: 400 });
  });
});

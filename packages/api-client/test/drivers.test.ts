import { describe, expect, it } from "vitest";
import { ApiError } from "../src/errors";
import { signedInClient, signedInStaff } from "./support";

describe("drivers calls against the real API", () => {
  it("staff create, find, edit and list the active drivers", async () => {
    const { api } = await signedInStaff();
    const name = `Entregador da API ${Date.now().toString(36)}`;
    const created = await api.drivers.create({ name, phone: "(11) 98888-1234" });
    expect(created).toEqual({ id: expect.any(Number), name, phone: "11988881234", is_active: true });
    expect(await api.drivers.list({ where_name: name })).toEqual([created]);
    expect((await api.drivers.active()).map((driver) => driver.id)).toContain(created.id);

    const edited = await api.drivers.update(created.id, { is_active: false });
    expect(edited.is_active).toBe(false);
    expect((await api.drivers.active()).map((driver) => driver.id)).not.toContain(created.id);
  });

  it("reads a day's settlement; a bad date is an ApiError", async () => {
    const { api } = await signedInStaff();
    expect(await api.drivers.report("2001-01-01")).toEqual([]);
    const error = await api.drivers.report("2001-02-30").catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(400);
  });

  it("a client may not list the drivers", async () => {
    const { api } = await signedInClient();
    const error = await api.drivers.list({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
  });
});

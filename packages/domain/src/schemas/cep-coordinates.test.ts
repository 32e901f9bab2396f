import { describe, expect, it } from "vitest";
import { fieldMessages, parseOk } from "../../test-support/issues";
import { cepCreateBodySchema, cepFormSchema, MESSAGES, newCepFormSchema } from "./index";

const cep = { postal_code: "01310-100", street: "Avenida Paulista", neighborhood: "Bela Vista", active: true };

describe("a delivery area's coordinates as typed by staff (operations.md section 7)", () => {
  it("are optional in the edit and new forms, and keep their text", () => {
    expect(parseOk(cepFormSchema, cep)).toMatchObject({ latitude: "", longitude: "" });
    expect(parseOk(cepFormSchema, { ...cep, latitude: "-23,5613", longitude: "-46.6565" })).toMatchObject({ latitude: "-23,5613", longitude: "-46.6565" });
    expect(parseOk(newCepFormSchema, { ...cep, city: "São Paulo", state: "SP", amount: "", latitude: "90", longitude: "-180" })).toMatchObject({ latitude: "90", longitude: "-180" });
  });

  it.each([
    ["latitude", "90,0001", MESSAGES.latitudeInvalid],
    ["latitude", "-91", MESSAGES.latitudeInvalid],
    ["latitude", "norte", MESSAGES.latitudeInvalid],
    ["longitude", "180.5", MESSAGES.longitudeInvalid],
    ["longitude", "-46,65,65", MESSAGES.longitudeInvalid],
  ])("%s = %j: '%s'", (field, value, message) => {
    expect(fieldMessages(cepFormSchema, { ...cep, [field]: value }, field)).toEqual([message]);
  });

  it("the messages are the domain's, and the create body refuses the same values", () => {
    expect(MESSAGES.latitudeInvalid).toBe("Latitude inválida: use graus decimais entre -90 e 90");
    expect(MESSAGES.longitudeInvalid).toBe("Longitude inválida: use graus decimais entre -180 e 180");
    const body = { postal_code: "01310100", street: "Avenida Paulista", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" };
    expect(fieldMessages(cepCreateBodySchema, { ...body, latitude: 91 }, "latitude")).toEqual([MESSAGES.latitudeInvalid]);
  });
});

import { describe, expect, it } from "vitest";
import { formatCoordinate, parseCoordinate } from "../format";
import { fieldMessages, parseOk } from "../test-support/issues";
import { cepCreateBodySchema, cepFormSchema, MESSAGES, newCepFormSchema } from "./index";

const cep = { postal_code: "01310-100", street: "Avenida Paulista", neighborhood: "Bela Vista", active: true };

describe("a delivery area's coordinates as typed by staff (operations.md section 7)", () => {
  it("reads decimal degrees with a comma or a point; empty is unset; anything else is not a number", () => {
    expect(parseCoordinate("-23,5613")).toBe(-23.5613);
    expect(parseCoordinate(" -46.6565 ")).toBe(-46.6565);
    expect(parseCoordinate("+12")).toBe(12);
    expect(parseCoordinate("")).toBeNull();
    expect(parseCoordinate("   ")).toBeNull();
    for (const text of ["abc", "-23,56,13", "1.234,5", "23°33'", "1e2", "-", ","]) expect(parseCoordinate(text), text).toBeNaN();
  });

  it("shows a stored coordinate with the decimal comma", () => {
    expect(formatCoordinate(-23.5613)).toBe("-23,5613");
    expect(formatCoordinate(0)).toBe("0");
    expect(formatCoordinate(null)).toBe("");
  });

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

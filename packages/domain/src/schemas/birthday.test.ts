import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { birthdayToIsoDate, isoDateToBirthday } from "./index";

describe("birthday: form dd/MM/yyyy <-> wire ISO date", () => {
  it.each([
    ["10/05/1990", "1990-05-10"],
    ["29/02/2000", "2000-02-29"],
    ["01/01/0999", "0999-01-01"],
  ])("%s <-> %s", (form, iso) => {
    expect(birthdayToIsoDate(form)).toBe(iso);
    expect(isoDateToBirthday(iso)).toBe(form);
  });

  it("reads the date part of an ISO instant", () => {
    expect(isoDateToBirthday("1990-05-10T00:00:00.000Z")).toBe("10/05/1990");
  });

  it.each(["31/02/2000", "29/02/1900", "1/5/1990", ""])("refuses %j", (form) => {
    expect(() => birthdayToIsoDate(form)).toThrow("Data inválida");
  });

  it.each(["1990-02-30", "10/05/1990", ""])("refuses the ISO date %j", (iso) => {
    expect(() => isoDateToBirthday(iso)).toThrow(`Data inválida: ${iso}`);
  });

  it("round-trips every real day", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        expect(birthdayToIsoDate(isoDateToBirthday(iso))).toBe(iso);
      }),
    );
  });
});

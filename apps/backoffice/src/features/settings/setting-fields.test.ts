import { SETTING_KEYS } from "@forno/domain/schemas";
import { describe, expect, it } from "vitest";
import { rawCodesAndEnglish } from "../../../test/plain-portuguese";
import { SETTING_FIELDS } from "./setting-fields";
import { STORE_SECTIONS } from "./store-sections";

describe("Minha loja's registry", () => {
  it("places every setting of the API in exactly one group of one section", () => {
    const placed = STORE_SECTIONS.flatMap((section) => section.groups.flatMap((group) => group.keys));
    expect([...placed].sort()).toEqual([...SETTING_KEYS].sort());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it("names sections, groups, links and every field in plain Portuguese", () => {
    const texts = [
      ...STORE_SECTIONS.flatMap((section) => [section.title, section.intro, ...section.groups.map((group) => group.title), ...(section.links ?? []).flatMap((link) => [link.label, link.text])]),
      ...Object.values(SETTING_FIELDS).flatMap((field) => [
        field.label,
        field.help ?? "",
        ...(field.control.kind === "choice" ? field.control.options.map((option) => option.label) : []),
        ...(field.control.kind === "from-screen" ? [field.control.linkLabel] : []),
      ]),
    ];
    for (const text of texts) expect(rawCodesAndEnglish(text), text).toEqual([]);
  });

  it("the checker itself catches codes and English", () => {
    expect(rawCodesAndEnglish("Imprimir: both (kitchen)")).toEqual(["both", "kitchen"]);
    expect(rawCodesAndEnglish("Grupo store_info, chave payment.pix_key")).toEqual(expect.arrayContaining(["store_info", "payment.pix_key"]));
    expect(rawCodesAndEnglish("Sim (true)")).toEqual(["true"]);
    expect(rawCodesAndEnglish("Como https://wa.me/5511999999999 ou /images/logo.svg, loja online no site")).toEqual([]);
  });
});

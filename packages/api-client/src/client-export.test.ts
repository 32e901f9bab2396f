import { describe, expect, it } from "vitest";
import { attachmentName } from "./client-export";

describe("attachmentName", () => {
  it("reads the file name of an attachment, quoted or not", () => {
    expect(attachmentName('attachment; filename="meus-dados-forno-2026-11-24.json"', "x.json")).toBe("meus-dados-forno-2026-11-24.json");
    expect(attachmentName("attachment; filename=dados.json; size=10", "x.json")).toBe("dados.json");
  });

  it("falls back when the header is missing or names no file (a cross-origin answer that does not expose it)", () => {
    expect(attachmentName(null, "meus-dados-forno.json")).toBe("meus-dados-forno.json");
    expect(attachmentName("attachment", "meus-dados-forno.json")).toBe("meus-dados-forno.json");
  });
});

import { describe, expect, it } from "vitest";
import { fiscalCancelBodySchema, productFiscalInputSchema } from "../schemas/fiscal";
import { FISCAL_CODE_MESSAGES } from "./fiscal-codes";
import { FISCAL_MESSAGES, accessKeyGroups, cancelDeadline, isCancelReason, staffFiscalState } from "./fiscal-texts";

describe("what the screens and the API say of a note", () => {
  it("the cancellation window's refusal is the contract's, letter for letter", () => {
    expect(FISCAL_MESSAGES.cancelWindowClosed).toBe("Prazo de cancelamento da NFC-e encerrado.");
  });

  it("an access key prints in 11 groups of 4 digits, with or without Focus NFe's NFe prefix", () => {
    const key = "NFe35260545271983000139650010000000121743484310";
    expect(accessKeyGroups(key)).toEqual(["3526", "0545", "2719", "8300", "0139", "6500", "1000", "0000", "1217", "4348", "4310"]);
    expect(accessKeyGroups(key.slice(3)).join("")).toBe(key.slice(3));
  });

  it("a reason has 15 to 255 characters, else a 400 naming reason", () => {
    expect(isCancelReason("Cliente desistiu")).toBe(true);
    expect(isCancelReason("Curto demais!!")).toBe(false);
    expect(isCancelReason("x".repeat(255))).toBe(true);
    expect(isCancelReason("x".repeat(256))).toBe(false);
    const refused = fiscalCancelBodySchema.safeParse({ reason: "curto" });
    expect(refused.error?.issues[0]?.message).toBe(FISCAL_MESSAGES.reason);
    expect(FISCAL_MESSAGES.reason).toContain("reason");
  });

  it("the window ends its minutes after the note's authorisation", () => {
    expect(cancelDeadline("2026-01-15T20:00:00.000Z", 30).toISOString()).toBe("2026-01-15T20:30:00.000Z");
  });

  it("a product's codes: digits with or without dots; a bad one names its field; empty is none", () => {
    expect(productFiscalInputSchema.parse({ ncm: "2106.90.90", cfop: "5101", csosn: "102", cest: "", origin: 0 })).toEqual({ ncm: "21069090", cfop: "5101", csosn: "102", cest: null, origin: 0 });
    expect(productFiscalInputSchema.parse({ ncm: null })).toEqual({ ncm: null });
    const bad = (body: unknown) => productFiscalInputSchema.safeParse(body).error?.issues[0]?.message;
    expect(bad({ ncm: "2106909" })).toBe(FISCAL_CODE_MESSAGES.ncm);
    expect(bad({ cfop: "510" })).toBe(FISCAL_CODE_MESSAGES.cfop);
    expect(bad({ csosn: "10" })).toBe(FISCAL_CODE_MESSAGES.csosn);
    expect(bad({ cest: "03007000" })).toBe(FISCAL_CODE_MESSAGES.cest);
    expect(bad({ origin: 9 })).toBe(FISCAL_CODE_MESSAGES.origin);
  });

  it("the staff's badge: the state's words, and 'avise o contador' for a note left authorised on a cancelled order", () => {
    const note = (status: "pending" | "authorized" | "rejected" | "cancelled" | "error", message: string | null = null) => staffFiscalState({ fiscal: { status, message } });
    expect(staffFiscalState({ fiscal: null })).toBeNull();
    expect(note("pending")).toEqual({ text: "NFC-e em emissão", tone: "neutral", detail: null });
    expect(note("authorized")).toEqual({ text: "NFC-e autorizada", tone: "success", detail: null });
    expect(note("rejected", "Rejeição: NCM inexistente")).toEqual({ text: "NFC-e rejeitada", tone: "danger", detail: "Rejeição: NCM inexistente" });
    expect(note("error")?.text).toBe("NFC-e com erro");
    expect(note("cancelled")?.text).toBe("NFC-e cancelada");
    expect(note("authorized", FISCAL_MESSAGES.lateOrderCancel)).toEqual({ text: "NFC-e: avise o contador", tone: "warning", detail: FISCAL_MESSAGES.lateOrderCancel });
  });
});

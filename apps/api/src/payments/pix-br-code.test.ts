import { hasError, parsePix } from "pix-utils";
import { describe, expect, it } from "vitest";
import { brCodeText, buildPixBrCode, crc16 } from "./pix-br-code";

/** An independent reading of the code (pix-utils): it checks the TLV structure and the CRC itself. */
function parsed(code: string) {
  const pix = parsePix(code);
  if (hasError(pix)) throw new Error(`pix-utils refused the code: ${JSON.stringify(pix)}`);
  return pix as Extract<ReturnType<typeof parsePix>, { type: "STATIC" }>;
}

const STORE = { pixKey: "45271983000139", merchantName: "Forno Pizzaria", merchantCity: "São Paulo" };

describe("Pix BR Code", () => {
  it("CRC16/CCITT-FALSE: the standard check value and the code's own last four digits", () => {
    expect(crc16("123456789")).toBe("29B1");
    const code = buildPixBrCode({ ...STORE, amount: 67.4, txid: "PEDIDO1042XAB12" });
    expect(code.slice(-8, -4)).toBe("6304");
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });

  it("parses and validates with pix-utils: key, amount, txid, merchant", () => {
    const code = buildPixBrCode({ ...STORE, amount: 67.4, txid: "PEDIDO1042XAB12" });
    const pix = parsed(code);
    expect(pix.type).toBe("STATIC");
    expect(pix.pixKey).toBe("45271983000139");
    expect(pix.transactionAmount).toBe(67.4);
    expect(pix.txid).toBe("PEDIDO1042XAB12");
    expect(pix.merchantName).toBe("FORNO PIZZARIA");
    expect(pix.merchantCity).toBe("SAO PAULO");
    expect(pix.merchantCategoryCode).toBe("0000");
    expect(pix.transactionCurrency).toBe("986");
    expect(pix.countryCode).toBe("BR");
    expect(code.startsWith("000201010212")).toBe(true);
    expect(code).toContain("5405" + "67.40");
  });

  it("a tampered code fails pix-utils' CRC check", () => {
    const code = buildPixBrCode({ ...STORE, amount: 10, txid: "PEDIDO1" });
    const tampered = code.replace("5405" + "10.00", "5405" + "01.00");
    expect(hasError(parsePix(tampered))).toBe(true);
  });

  it("keeps the BR Code limits: name 25, city 15, txid 25 alphanumerics, ASCII upper case", () => {
    const code = buildPixBrCode({ pixKey: "pizza@forno.example", merchantName: "Pizzaria Forno à Lenha da Vila Madalena", merchantCity: "São José dos Campos", amount: 1234.5, txid: "pedido-1042_x*y" });
    const pix = parsed(code);
    expect(pix.merchantName).toBe("PIZZARIA FORNO A LENHA DA");
    expect(pix.merchantName.length).toBeLessThanOrEqual(25);
    expect(pix.merchantCity).toBe("SAO JOSE DOS CA");
    expect(pix.txid).toBe("pedido1042xy");
    expect(pix.transactionAmount).toBe(1234.5);
    expect(pix.pixKey).toBe("pizza@forno.example");
    expect(/^[\x20-\x7e]+$/.test(code)).toBe(true);
    expect(brCodeText("Ação & Cia.", 25)).toBe("ACAO & CIA.");
  });

  it("refuses a store without a Pix key or a charge without an amount", () => {
    expect(() => buildPixBrCode({ ...STORE, pixKey: " ", amount: 10, txid: "A" })).toThrow(/Pix key/);
    expect(() => buildPixBrCode({ ...STORE, amount: 0, txid: "A" })).toThrow(RangeError);
  });
});

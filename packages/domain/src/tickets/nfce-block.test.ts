import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleOrder } from "../../test-support/fixtures";
import { type TicketOrder, orderTicketLines } from "./order-ticket";
import { nfceBlockLines } from "./nfce-block";

const authorised = {
  status: "authorized",
  number: "12",
  series: "1",
  access_key: "35260545271983000139650010000000121743484310",
  consult_url: "https://www.homologacao.nfce.fazenda.sp.gov.br/consulta",
};
const order: TicketOrder = { ...sampleOrder, fiscal: authorised };

describe("the delivery ticket's NFC-e block (growth.md section 3)", () => {
  it("ends the delivery ticket with number, series, the key in groups of 4 wrapped between groups, and the consult URL", () => {
    const lines = orderTicketLines(order, "delivery", 48);
    expect(lines.slice(-8)).toEqual([
      "-".repeat(48),
      "NFC-e nº 12 Série 1",
      "Chave de acesso:",
      "3526 0545 2719 8300 0139 6500 1000 0000 1217",
      "4348 4310",
      "Consulte a nota em:",
      "https://www.homologacao.nfce.fazenda.sp.gov.br/c",
      "onsulta",
    ]);
    const narrow = nfceBlockLines(authorised, 32);
    expect(narrow).toContain("3526 0545 2719 8300 0139 6500");
    expect(narrow).toContain("1000 0000 1217 4348 4310");
  });

  it("never on the kitchen ticket, nor before the note is authorised", () => {
    expect(orderTicketLines(order, "kitchen", 48).join("\n")).not.toContain("NFC-e");
    for (const status of ["pending", "rejected", "cancelled", "error"]) expect(orderTicketLines({ ...order, fiscal: { ...authorised, status } }, "delivery", 48).join("\n")).not.toContain("NFC-e");
    expect(orderTicketLines({ ...order, fiscal: null }, "delivery", 48).join("\n")).not.toContain("NFC-e");
  });

  it("every group of the key whole on one line, every line within the width", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{44}$/), fc.webUrl(), fc.constantFrom(48, 32), (key, url, width) => {
        const lines = nfceBlockLines({ ...authorised, access_key: key, consult_url: url }, width);
        for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
        const keyLines = lines.slice(lines.indexOf("Chave de acesso:") + 1, lines.indexOf("Consulte a nota em:"));
        expect(keyLines.join(" ").split(" ")).toEqual(key.match(/.{4}/g));
      }),
    );
  });
});

import type { NfceNote } from "@forno/domain/fiscal";
import type { FiscalProvider, ProviderNote } from "./fiscal-provider";

/** SEFAZ-SP's homologation addresses: a sandbox note's QR code and consult link look like real ones (without fiscal value). */
const QRCODE_BASE = "https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode";
const CONSULT_URL = "https://www.homologacao.nfce.fazenda.sp.gov.br/consulta";

/** The access key's check digit (módulo 11 over the 43 digits, weights 2..9 from the right). */
function checkDigit(digits: string): string {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index--) {
    sum += Number(digits[index]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return String(rest < 2 ? 0 : 11 - rest);
}

/**
 * A made-up access key shaped like SEFAZ's: UF 35 (SP), year and month, the issuer's CNPJ, model 65,
 * series, number, emission type 1, a code from the number, and the check digit.
 */
export function sandboxAccessKey(cnpj: string, issuedAt: Date, series: number, number: number): string {
  const yymm = `${String(issuedAt.getUTCFullYear()).slice(-2)}${String(issuedAt.getUTCMonth() + 1).padStart(2, "0")}`;
  const body = `35${yymm}${cnpj.padStart(14, "0").slice(-14)}65${String(series).padStart(3, "0")}${String(number).padStart(9, "0")}1${String((number * 7919) % 100_000_000).padStart(8, "0")}`;
  return `${body}${checkDigit(body)}`;
}

/**
 * FISCAL_PROVIDER=sandbox (growth.md section 3): in process, for demos and tests. It authorises
 * every note it is given with a made-up key and a QR code that scans to a SEFAZ-like address, keeps
 * the notes of this process for consults and cancels them (the window is the API's rule).
 */
export function createSandboxFiscalProvider(): FiscalProvider {
  const notes = new Map<string, ProviderNote>();
  let lastNumber = 0;
  return {
    name: "sandbox",
    async issue(ref: string, note: NfceNote) {
      const known = notes.get(ref);
      if (known !== undefined) return known;
      const number = ++lastNumber;
      const key = sandboxAccessKey(note.cnpj_emitente, new Date(), 1, number);
      const answer: ProviderNote = {
        status: "autorizado",
        status_sefaz: "100",
        mensagem_sefaz: "Autorizado o uso da NF-e",
        chave_nfe: `NFe${key}`,
        numero: String(number),
        serie: "1",
        qrcode_url: `${QRCODE_BASE}?p=${key}|2|2|1|SANDBOX`,
        url_consulta_nf: CONSULT_URL,
      };
      notes.set(ref, answer);
      return answer;
    },
    async consult(ref: string) {
      return notes.get(ref) ?? null;
    },
    async cancel(ref: string) {
      const known = notes.get(ref);
      if (known === undefined || known.status !== "autorizado") return { codigo: "nfe_nao_autorizada", mensagem: "Nota fiscal não autorizada" };
      notes.set(ref, { ...known, status: "cancelado", status_sefaz: "135", mensagem_sefaz: "Evento registrado e vinculado a NF-e" });
      return { status: "cancelado", status_sefaz: "135", mensagem_sefaz: "Evento registrado e vinculado a NF-e" };
    },
  };
}

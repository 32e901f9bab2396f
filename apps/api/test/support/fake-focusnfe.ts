import Fastify from "fastify";
import { nfceCentavos } from "@forno/domain/fiscal";
import type { NfceNote } from "@forno/domain/fiscal";

/** How the fake answers the next notes (Focus NFe's documented answers, `_nfce.md`). */
export type FakeFocusMode = "authorize" | "reject" | "error500" | "slow";

export interface FakeFocusRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeFocusNfe {
  /** http://127.0.0.1:<port>: give it to FOCUSNFE_BASE_URL. */
  url: string;
  token: string;
  mode: FakeFocusMode;
  /** How long "slow" holds an answer (the note is authorised all the same: SEFAZ answered, the caller gave up). */
  slowMs: number;
  /** SEFAZ's rejection in "reject" mode. */
  rejection: { status_sefaz: string; mensagem_sefaz: string };
  /** The notes by REF, as the provider keeps them. */
  notes: Map<string, Record<string, unknown>>;
  /** The notes received (POST bodies), by REF. */
  sent: Map<string, NfceNote>;
  requests: FakeFocusRequest[];
  close(): Promise<void>;
}

/**
 * A local fake of Focus NFe's NFC-e API on 127.0.0.1 (growth.md section 3; FocusNFe/api-doc
 * `source/includes/_nfce.md`): HTTP Basic with the token and an empty password; POST /v2/nfce?ref=
 * answers `autorizado` (with key, number, series, QR code and consult URLs) or `erro_autorizacao`
 * with SEFAZ's message (422), a 500 page, or late; GET /v2/nfce/REF reads a note (404
 * `nao_encontrado`); DELETE cancels one with a `justificativa` of 15-255 characters. Like SEFAZ, it
 * refuses a note whose total is not the sum of its items less discounts plus freight, or whose
 * payments do not pay it.
 */
export async function startFakeFocusNfe(token = "token-da-focus-de-teste", port = 0): Promise<FakeFocusNfe> {
  // Closing drops the API's kept-alive connections at once ("down" in the timing test).
  const app = Fastify({ logger: false, forceCloseConnections: true });
  let lastNumber = 100;
  const fake: FakeFocusNfe = {
    url: "",
    token,
    mode: "authorize",
    slowMs: 2_000,
    rejection: { status_sefaz: "778", mensagem_sefaz: "Rejeição: Informado NCM inexistente [nItem:1]" },
    notes: new Map(),
    sent: new Map(),
    requests: [],
    close: () => app.close(),
  };
  const expected = `Basic ${Buffer.from(`${token}:`).toString("base64")}`;

  app.addHook("onRequest", async (request, reply) => {
    if (request.headers.authorization !== expected) return reply.code(401).send({ codigo: "permissao_negada", mensagem: "Acesso negado" });
  });
  app.addHook("preHandler", async (request) => {
    fake.requests.push({ method: request.method, path: request.url, authorization: request.headers.authorization, body: request.body });
  });

  app.post<{ Querystring: { ref?: string }; Body: NfceNote }>("/v2/nfce", async (request, reply) => {
    const ref = request.query.ref;
    if (!ref) return reply.code(400).send({ codigo: "ref_ausente", mensagem: 'Parâmetro "ref" não informado' });
    const note = request.body;
    fake.sent.set(ref, note);
    if (fake.mode === "error500") return reply.code(500).type("text/html").send("<html><body>Internal Server Error</body></html>");
    const cnpj = note.cnpj_emitente;
    const base = { cnpj_emitente: cnpj, ref };
    const problem = sumsProblem(note) ?? dateProblem(note.data_emissao);
    if (fake.mode === "reject" || problem !== null) {
      const answer = { ...base, status: "erro_autorizacao", ...(problem === null ? fake.rejection : { status_sefaz: "531", mensagem_sefaz: problem }) };
      fake.notes.set(ref, answer);
      return reply.code(422).send(answer);
    }
    const number = ++lastNumber;
    const key = `3526${String(new Date().getUTCMonth() + 1).padStart(2, "0")}${cnpj}65001${String(number).padStart(9, "0")}1${String(number).padStart(8, "0")}`.slice(0, 43);
    const chave = `NFe${key}${key.length % 10}`;
    const answer = {
      ...base,
      status: "autorizado",
      status_sefaz: "100",
      mensagem_sefaz: "Autorizado o uso da NF-e",
      chave_nfe: chave,
      numero: String(number),
      serie: "1",
      caminho_xml_nota_fiscal: `/arquivos_development/${cnpj}/XMLs/${chave.slice(3)}-nfe.xml`,
      caminho_danfe: `/notas_fiscais_consumidor/${chave}.html`,
      qrcode_url: `https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode?p=${chave.slice(3)}|2|2|1|5E264C0E`,
      url_consulta_nf: "https://www.homologacao.nfce.fazenda.sp.gov.br/consulta",
    };
    fake.notes.set(ref, answer);
    if (fake.mode === "slow") await new Promise((resolve) => setTimeout(resolve, fake.slowMs));
    return reply.code(201).send(answer);
  });

  app.get<{ Params: { ref: string } }>("/v2/nfce/:ref", async (request, reply) => {
    const note = fake.notes.get(request.params.ref);
    if (note === undefined) return reply.code(404).send({ codigo: "nao_encontrado", mensagem: "Nota fiscal não encontrada" });
    return note;
  });

  app.delete<{ Params: { ref: string }; Body: { justificativa?: string } | undefined }>("/v2/nfce/:ref", async (request, reply) => {
    const reason = request.body?.justificativa ?? "";
    if (reason.length < 15 || reason.length > 255) return reply.code(400).send({ codigo: "requisicao_invalida", mensagem: 'Parâmetro "justificativa" deve ter entre 15 e 255 caracteres' });
    const note = fake.notes.get(request.params.ref);
    if (note === undefined || note.status !== "autorizado") return reply.code(404).send({ codigo: "nfe_nao_autorizada", mensagem: "Nota fiscal não autorizada" });
    if (fake.mode === "error500") return reply.code(500).type("text/html").send("<html><body>Internal Server Error</body></html>");
    const answer = { status_sefaz: "135", mensagem_sefaz: "Evento registrado e vinculado a NF-e", status: "cancelado", numero_protocolo: "141230000025397" };
    fake.notes.set(request.params.ref, { ...note, ...answer });
    return answer;
  });

  fake.url = (await app.listen({ host: "127.0.0.1", port })).replace("localhost", "127.0.0.1");
  return fake;
}

/** SEFAZ's total rule (rejeição 531-like): the payments pay the items less discounts plus freight. */
function sumsProblem(note: NfceNote): string | null {
  const total = note.items.reduce((sum, item) => sum + nfceCentavos(item.valor_bruto) - nfceCentavos(item.valor_desconto) + nfceCentavos(item.valor_frete), 0);
  const paid = note.formas_pagamento.reduce((sum, payment) => sum + nfceCentavos(payment.valor_pagamento), 0);
  for (const item of note.items) {
    if (Math.abs(Number(item.quantidade_comercial) * nfceCentavos(item.valor_unitario_comercial) - nfceCentavos(item.valor_bruto)) > 1) return `Rejeição: Valor do Produto difere do produto Valor Unitário x Quantidade [nItem:${item.numero_item}]`;
  }
  return total === paid ? null : `Rejeição: Total da NF difere do somatório dos Valores de Pagamento (${total} != ${paid})`;
}

/** data_emissao carries a time zone and is within 5 minutes of now. */
function dateProblem(value: string): string | null {
  if (!/[+-]\d{2}:\d{2}$/.test(value)) return "Rejeição: Data de Emissão sem fuso horário";
  return Math.abs(Date.parse(value) - Date.now()) <= 5 * 60_000 ? null : "Rejeição: Data de Emissão muito atrasada";
}

import { NETWORK_ERROR_MESSAGE } from "@forno/api-client";
import { backofficeMockData, mockSms } from "@forno/api-client/msw";
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { API_URL, renderApp } from "../../../test/render";
import { type server } from "../../../test/setup";

// growth.md section 5: Integrações shows the SMS provider, the messages sent today and the last failure.

function withSms(fields: Parameters<typeof mockSms>[0]) {
  const data = backofficeMockData();
  data.sms = mockSms(fields);
  return data;
}

async function smsCard(data = backofficeMockData(), ...overrides: Parameters<typeof server.use>) {
  // In front of the mock's handlers, before the screen's first request.
  renderApp("/backoffice/integrations", { data, handlers: overrides });
  const card = await screen.findByRole("region", { name: "Mensagens de texto (SMS)" });
  return card;
}

/** The value a fact (dt) of the card shows. */
const fact = (card: HTMLElement, term: string) => within(card).getByText(term, { selector: "dt" }).nextElementSibling as HTMLElement;

describe("Integrações: Mensagens de texto (SMS)", () => {
  it("with Twilio: the provider, its sender, the messages sent today and pending, no failure", async () => {
    const card = await smsCard(withSms({ provider: "twilio", sender: "+5511940028922", sent_today: 3, pending: 1 }));
    expect(await within(card).findByText("Enviando")).toBeInTheDocument();
    expect(fact(card, "Provedor")).toHaveTextContent("Twilio");
    expect(fact(card, "Remetente")).toHaveTextContent("+5511940028922");
    expect(fact(card, "Enviadas hoje")).toHaveTextContent("3 mensagens");
    expect(fact(card, "Aguardando envio")).toHaveTextContent("1 mensagem");
    expect(fact(card, "Última falha")).toHaveTextContent("Nenhuma falha");
    expect(within(card).queryByText("Nenhum SMS é enviado")).not.toBeInTheDocument();
  });

  it("the last failure: the provider's answer, how long ago and when, and the phone's last digits", async () => {
    const at = new Date(Date.now() - 5 * 60_000).toISOString();
    const card = await smsCard(withSms({ provider: "zenvia", sender: "forno-pizzaria", last_failure: { at, reason: "HTTP 401 (código AUTHENTICATION_ERROR)", phone_end: "4321" } }));
    expect(await within(card).findByText("HTTP 401 (código AUTHENTICATION_ERROR)")).toBeInTheDocument();
    expect(fact(card, "Provedor")).toHaveTextContent("Zenvia");
    expect(fact(card, "Enviadas hoje")).toHaveTextContent("Nenhuma");
    expect(fact(card, "Última falha")).toHaveTextContent(/há 5 min \(\d{2}\/\d{2}\/\d{2}, \d{2}:\d{2}:\d{2}\), telefone com final 4321/);
  });

  it("with console: says that no SMS is sent and how to turn a provider on, and counts messages kept, not sent", async () => {
    const card = await smsCard(withSms({ provider: "console", sender: null, sent_today: 2 }));
    expect(await within(card).findByText("Sem envio")).toBeInTheDocument();
    expect(within(card).getByText("Nenhum SMS é enviado")).toBeInTheDocument();
    expect(within(card).getByText("SMS_PROVIDER")).toBeInTheDocument();
    expect(within(card).getByText("docs/deployment.md")).toBeInTheDocument();
    expect(fact(card, "Provedor")).toHaveTextContent("Console (nenhum SMS é enviado)");
    expect(fact(card, "Guardadas hoje")).toHaveTextContent("2 mensagens");
    expect(within(card).queryByText("Remetente")).not.toBeInTheDocument();
    expect(within(card).queryByText("Enviadas hoje")).not.toBeInTheDocument();
  });

  it("an unreachable API: the message and a retry, while the OpenDelivery card still shows", async () => {
    const card = await smsCard(backofficeMockData(), http.get(`${API_URL}/integrations/sms`, () => HttpResponse.error()));
    expect(await within(card).findByRole("alert")).toHaveTextContent(NETWORK_ERROR_MESSAGE);
    expect(within(card).getByRole("button", { name: "Tentar de novo" })).toBeInTheDocument();
    expect(await within(screen.getByRole("region", { name: "OpenDelivery" })).findByText("Ligada")).toBeInTheDocument();
  });
});

import { backofficeMockData, mockOpenDelivery, OPENDELIVERY_OFF } from "@forno/api-client/msw";
import { OPENDELIVERY_NOT_CONFIGURED } from "@forno/domain/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render";
import { INTEGRATION_REFRESH_MS } from "./integrations-page";

const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

function withOpenDelivery(fields: Parameters<typeof mockOpenDelivery>[0], { storeOpen = true } = {}) {
  const data = backofficeMockData();
  data.openDelivery = mockOpenDelivery(fields);
  data.store.store_info.online = storeOpen;
  return data;
}

async function openScreen(data = backofficeMockData()) {
  const rendered = renderApp("/backoffice/integrations", { data });
  expect(await screen.findByRole("heading", { level: 1, name: "Integrações" })).toBeInTheDocument();
  return rendered;
}

const card = () => screen.getByRole("region", { name: "OpenDelivery" });

afterEach(() => vi.useRealTimers());

describe("the Integrações screen", () => {
  it("is in the sidebar and says how to turn OpenDelivery on when it is off", async () => {
    const data = backofficeMockData();
    data.openDelivery = OPENDELIVERY_OFF;
    const { user, router } = renderApp("/backoffice/dashboard", { data });
    await user.click(within(await screen.findByRole("navigation", { name: "Menu principal" })).getByRole("link", { name: "Integrações" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Integrações" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/backoffice/integrations");
    expect(await within(card()).findByText("Desligada")).toBeInTheDocument();
    expect(within(card()).getByRole("heading", { name: "Como ligar" })).toBeInTheDocument();
    for (const variable of ["OPENDELIVERY_CLIENT_ID", "OPENDELIVERY_CLIENT_SECRET", "OPENDELIVERY_MERCHANT_ID", "OPENDELIVERY_WEBHOOK_URL"]) {
      expect(within(card()).getByText(variable)).toBeInTheDocument();
    }
    expect(within(card()).getByText("docs/opendelivery.md")).toBeInTheDocument();
    expect(within(card()).queryByRole("button", { name: "Gerar novo segredo" })).not.toBeInTheDocument();
  });

  it("on and never polled: the base URL, client id and merchant id to type into the PDV, each copyable", async () => {
    const { user } = await openScreen(withOpenDelivery({ client_id: "pdv-da-loja", merchant_id: "loja-42", base_url: "https://forno.example/opendelivery" }));
    expect(await within(card()).findByText("Ligada")).toBeInTheDocument();
    expect(within(card()).getByText("Nenhum PDV consultou ainda")).toBeInTheDocument();
    expect(within(card()).queryByText(/evento/)).not.toBeInTheDocument();
    expect(screen.getByTestId("value-URL base")).toHaveTextContent("https://forno.example/opendelivery");
    expect(screen.getByTestId("value-Client ID")).toHaveTextContent("pdv-da-loja");
    expect(screen.getByTestId("value-Merchant ID")).toHaveTextContent("loja-42");
    expect(within(card()).getByText("Não configurado", { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Copiar URL base" }));
    expect(await navigator.clipboard.readText()).toBe("https://forno.example/opendelivery");
    expect(screen.getByText("URL base: copiado.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copiado URL base" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copiar Client ID" }));
    expect(await navigator.clipboard.readText()).toBe("pdv-da-loja");
  });

  it("polled recently: connected, how long ago and when, and the pending events", async () => {
    const polledAt = minutesAgo(2);
    await openScreen(withOpenDelivery({ last_polled_at: polledAt, last_token_at: minutesAgo(30), pending_events: 3 }));
    expect(await within(card()).findByText("PDV conectado")).toBeInTheDocument();
    expect(within(card()).getByText("há 2 min")).toBeInTheDocument();
    expect(within(card()).getByText((_, element) => element?.textContent?.startsWith("Último contato do PDV: há 2 min (") ?? false, { selector: "p" })).toBeInTheDocument();
    expect(within(card()).getByText("3 eventos aguardando o PDV confirmar o recebimento.")).toBeInTheDocument();
    expect(within(card()).queryByText("O PDV parou de buscar pedidos")).not.toBeInTheDocument();
  });

  it("silent for longer than 5 minutes with the store open: a warning; with the store closed: no alarm", async () => {
    await openScreen(withOpenDelivery({ last_polled_at: minutesAgo(12), pending_events: 1 }));
    expect(await within(card()).findByText("O PDV parou de buscar pedidos")).toBeInTheDocument();
    expect(within(card()).getByText("há 12 min")).toBeInTheDocument();
    expect(within(card()).getByText(/os pedidos novos não chegam ao PDV/)).toBeInTheDocument();
    expect(within(card()).getByText("1 evento aguardando o PDV confirmar o recebimento.")).toBeInTheDocument();
  });

  it("keeps calm about a silent PDV while the store is closed", async () => {
    await openScreen(withOpenDelivery({ last_polled_at: minutesAgo(180) }, { storeOpen: false }));
    expect(await within(card()).findByText("PDV sem contato com a loja fechada")).toBeInTheDocument();
    expect(within(card()).getByText("há 3 h")).toBeInTheDocument();
    expect(within(card()).queryByText("O PDV parou de buscar pedidos")).not.toBeInTheDocument();
  });

  it("shows the webhook's address and its last push", async () => {
    await openScreen(withOpenDelivery({ webhook_url: "https://pdv.example/od", last_webhook_at: minutesAgo(1), last_webhook_status: 500 }));
    const webhook = await screen.findByRole("region", { name: "Aviso imediato ao PDV (webhook)" });
    expect(within(webhook).getByText("https://pdv.example/od/v1/newEvent")).toBeInTheDocument();
    expect(within(webhook).getByText("há 1 min")).toBeInTheDocument();
    expect(within(webhook).getByText("HTTP 500")).toHaveAttribute("data-tone", "danger");
  });

  it("reads the status again while the screen is open", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { data } = await openScreen(withOpenDelivery({}));
    expect(await within(card()).findByText("Nenhum PDV consultou ainda")).toBeInTheDocument();
    data.openDelivery = { ...data.openDelivery, last_polled_at: new Date().toISOString() };
    await vi.advanceTimersByTimeAsync(INTEGRATION_REFRESH_MS);
    expect(await within(card()).findByText("PDV conectado")).toBeInTheDocument();
  });
});

describe("Gerar novo segredo", () => {
  it("asks first; Cancelar changes nothing", async () => {
    const { user, data } = await openScreen(withOpenDelivery({}));
    await user.click(await screen.findByRole("button", { name: "Gerar novo segredo" }));
    const confirm = screen.getByRole("alertdialog", { name: "Gerar novo segredo?" });
    expect(within(confirm).getByText(/o PDV para de receber os pedidos até que o novo segredo seja colado nele/)).toBeInTheDocument();
    expect(within(confirm).getByRole("button", { name: "Cancelar" })).toHaveFocus();
    await user.click(within(confirm).getByRole("button", { name: "Cancelar" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(data.rotatedSecrets).toEqual([]);
  });

  it("shows the new secret once, with a copy button and the warning; closed, it is gone", async () => {
    const { user, data } = await openScreen(withOpenDelivery({}));
    await user.click(await screen.findByRole("button", { name: "Gerar novo segredo" }));
    await user.click(within(screen.getByRole("alertdialog", { name: "Gerar novo segredo?" })).getByRole("button", { name: "Gerar novo segredo" }));
    const shown = await screen.findByRole("dialog", { name: "Novo segredo do PDV" });
    expect(data.rotatedSecrets).toHaveLength(1);
    const secret = data.rotatedSecrets[0]!;
    expect(within(shown).getByTestId("value-Novo segredo")).toHaveTextContent(secret);
    expect(within(shown).getByText("Copie agora: este segredo não será mostrado de novo.")).toBeInTheDocument();
    expect(within(shown).getByRole("button", { name: "Copiar Novo segredo" })).toHaveFocus();
    await user.click(within(shown).getByRole("button", { name: "Copiar Novo segredo" }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    await user.click(within(shown).getByRole("button", { name: "Já copiei, fechar" }));
    expect(screen.queryByRole("dialog", { name: "Novo segredo do PDV" })).not.toBeInTheDocument();
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
    // The status reloads and says the secret was made here.
    expect(await within(card()).findByText(/^Gerado nesta tela em/)).toBeInTheDocument();
  });

  it("shows the server's message when OpenDelivery is not configured (409)", async () => {
    const data = withOpenDelivery({});
    const { user } = await openScreen(data);
    await user.click(await screen.findByRole("button", { name: "Gerar novo segredo" }));
    // Switched off on the server after the screen loaded.
    data.openDelivery = OPENDELIVERY_OFF;
    const confirm = screen.getByRole("alertdialog", { name: "Gerar novo segredo?" });
    await user.click(within(confirm).getByRole("button", { name: "Gerar novo segredo" }));
    expect(await within(confirm).findByRole("alert")).toHaveTextContent(OPENDELIVERY_NOT_CONFIGURED);
    expect(screen.queryByRole("dialog", { name: "Novo segredo do PDV" })).not.toBeInTheDocument();
    await waitFor(() => expect(data.rotatedSecrets).toEqual([]));
  });
});

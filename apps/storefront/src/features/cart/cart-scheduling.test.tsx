import { STORE_TIME_ZONE } from "@forno/domain/format";
import { addDays, wallClock, weekdayOf } from "@forno/domain/store-hours";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { line } from "../../../test/fixtures";
import { server, useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";

const API = "http://localhost:3000";
const today = wallClock(Date.now(), STORE_TIME_ZONE).date;
const tomorrow = addDays(today, 1);
// Tomorrow 19:00, 19:30 and 20:00 in São Paulo (UTC-3).
const slot = (time: string) => `${tomorrow}T${time}:00.000Z`;

describe("cart: ordering now or scheduled", () => {
  const mock = useMockApi();

  /** Open only tomorrow 19:00-20:30 (three slots of 30 minutes), the first one full. */
  function closedStore(accept = true) {
    mock.data.hours = { ...mock.data.hours, week: [{ day: weekdayOf(tomorrow), opens: "19:00", closes: "20:30" }] };
    mock.data.store.operation.accept_scheduled_when_closed = accept;
    mock.data.slotsTaken = { [slot("22:00")]: mock.data.store.operation.slot_capacity };
  }

  it("offers 'Agora' (chosen) and 'Agendar' while open", async () => {
    renderApp("/cart", { cart: [line("Guaraná 2L", 1)] });
    expect(await screen.findByRole("radio", { name: /^Agora/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /^Agendar/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: /Retirar no balcão/ }));
    expect(screen.getByRole("button", { name: /^Pagar \|/ })).toBeEnabled();
    expect(screen.getByRole("button", { name: /^Pagar \|/ })).toHaveTextContent("Pagar | R$ 12,00");
  });

  it("while closed the pay button offers scheduling instead of 'App Offline', and 'Agora' is not available", async () => {
    closedStore();
    renderApp("/cart", { cart: [line("Guaraná 2L", 1)] });
    expect(await screen.findByRole("button", { name: "Agendar pedido" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "App Offline" })).not.toBeInTheDocument();
    expect(await screen.findByRole("radio", { name: /^Agora/ })).toBeDisabled();
    expect(screen.getByRole("radio", { name: /^Agora/ }).closest("label")).toHaveTextContent("Fechado · abre amanhã às 19:00");
    expect(screen.getByRole("radio", { name: /^Agendar/ })).toBeChecked();
  });

  it("lists a day's slots with full ones disabled, and sends the chosen slot as scheduled_for", async () => {
    closedStore();
    mock.data.orders = [];
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post(`${API}/orders`, async ({ request }) => {
        sent = (await request.clone().json()) as Record<string, unknown>;
        return undefined;
      }),
    );
    renderApp("/cart", { token: "client-token", cart: [line("Guaraná 2L", 1)] });
    await userEvent.click(await screen.findByRole("radio", { name: /Retirar no balcão/ }));
    expect(await screen.findByText("Sem horários disponíveis neste dia.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: /^Amanhã/ }));
    const slots = within(await screen.findByRole("group", { name: "Horário" }));
    expect(await slots.findByRole("radio", { name: /^19:00/ })).toBeDisabled();
    expect(slots.getByText("Esgotado")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Agendar pedido" })).toBeInTheDocument();
    await userEvent.click(slots.getByRole("radio", { name: "19:30" }));
    expect(screen.getByRole("radio", { name: /^Agendar/ }).closest("label")).toHaveTextContent(`Para ${tomorrow.slice(8, 10)}/${tomorrow.slice(5, 7)} às 19:30`);
    await userEvent.click(screen.getByRole("button", { name: /^Pagar \|/ }));
    await waitFor(() => expect(currentPath()).toBe("/checkout"));
    expect(sent).toMatchObject({ scheduled_for: slot("22:30"), is_delivery: false });
  });

  it("keeps 'App Offline' while closed when the store takes no scheduled orders, and when it is offline", async () => {
    closedStore(false);
    renderApp("/cart", { cart: [line("Guaraná 2L", 1)] });
    expect(await screen.findByRole("button", { name: "App Offline" })).toBeDisabled();
    expect(screen.queryByRole("radio", { name: /^Agendar/ })).not.toBeInTheDocument();
  });

  it("keeps 'App Offline' when the store is offline, whatever the hours say", async () => {
    mock.data.store.store_info.online = false;
    renderApp("/cart", { cart: [line("Guaraná 2L", 1)] });
    expect(await screen.findByRole("button", { name: "App Offline" })).toBeDisabled();
  });
});

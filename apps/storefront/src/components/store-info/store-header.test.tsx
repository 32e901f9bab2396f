import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMockApi } from "../../../test/mock-api";
import { renderApp } from "../../../test/render-app";

const storeBlock = () => screen.findByRole("region", { name: "Informações da loja" });

describe("store block: open or closed from the server's computed fields", () => {
  const mock = useMockApi();
  // Sunday 22 November 2026, 12:00 in São Paulo; only Date is faked so msw and react keep their timers.
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-22T15:00:00.000Z") }));
  afterEach(() => vi.useRealTimers());

  it("open: 'Aberto até 23:30'", async () => {
    mock.data.hours = { ...mock.data.hours, week: [{ day: 0, opens: "11:00", closes: "23:30" }] };
    renderApp("/");
    const block = await storeBlock();
    await waitFor(() => expect(block).toHaveTextContent("Aberto até 23:30"));
  });

  it("closed: 'Fechado · abre terça às 18:00', even with the online flag on", async () => {
    mock.data.hours = { ...mock.data.hours, week: [{ day: 2, opens: "18:00", closes: "23:30" }] };
    mock.data.store.store_info.online = true;
    renderApp("/");
    const block = await storeBlock();
    await waitFor(() => expect(block).toHaveTextContent("Fechado · abre terça às 18:00"));
    expect(block).not.toHaveTextContent("Aberto");
  });

  it("paused for 15 minutes: 'Fechado · abre hoje às 12:15'", async () => {
    mock.data.hours = { ...mock.data.hours, pause: { until: "2026-11-22T15:15:00.000Z", reason: "Cozinha cheia" } };
    renderApp("/");
    const block = await storeBlock();
    await waitFor(() => expect(block).toHaveTextContent("Fechado · abre hoje às 12:15"));
  });

  it("closed with no opening known (paused until resumed): 'Fechado'", async () => {
    mock.data.hours = { ...mock.data.hours, pause: { until: null, reason: "" } };
    renderApp("/");
    expect(await storeBlock()).toHaveTextContent(/Fechado(?! ·)/);
  });

  it("offline: the offline message", async () => {
    mock.data.store.store_info.online = false;
    renderApp("/");
    expect(await storeBlock()).toHaveTextContent(mock.data.store.store_info.offline_message);
  });
});

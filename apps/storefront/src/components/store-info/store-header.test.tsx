import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMockApi } from "../../test/mock-api";
import { renderApp } from "../../test/render-app";

const storeBlock = () => screen.findByRole("region", { name: "Informações da loja" });

describe("store block: open or closed from the server's computed fields", () => {
  const mock = useMockApi();
  // Sunday 22 November 2026, 12:00 in São Paulo; only Date is faked so msw and react keep their timers.
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-22T15:00:00.000Z") }));
  afterEach(() => vi.useRealTimers());

  it("open: 'Aberto até 23:30'", async () => {
    Object.assign(mock.data.store.operation, { is_open: true, closes_at: "2026-11-23T02:30:00.000Z", next_open_at: null });
    renderApp("/");
    expect(await storeBlock()).toHaveTextContent("Aberto até 23:30");
  });

  it("closed: 'Fechado · abre terça às 18:00', even with the online flag on", async () => {
    Object.assign(mock.data.store.operation, { is_open: false, closes_at: null, next_open_at: "2026-11-24T21:00:00.000Z" });
    mock.data.store.store_info.online = true;
    renderApp("/");
    const block = await storeBlock();
    expect(block).toHaveTextContent("Fechado · abre terça às 18:00");
    expect(block).not.toHaveTextContent("Aberto");
  });

  it("closed with no opening known (paused until resumed): 'Fechado'", async () => {
    Object.assign(mock.data.store.operation, { is_open: false, closes_at: null, next_open_at: null });
    renderApp("/");
    expect(await storeBlock()).toHaveTextContent(/Fechado(?! ·)/);
  });

  it("offline: the offline message", async () => {
    mock.data.store.store_info.online = false;
    renderApp("/");
    expect(await storeBlock()).toHaveTextContent(mock.data.store.store_info.offline_message);
  });
});

import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { layout } from "../../../test/layout";
import { renderApp, searchOf } from "../../../test/render";
import { server } from "../../../test/setup";

/** The GET /products calls the table made, as their query strings. */
function recordProductCalls() {
  const calls: URLSearchParams[] = [];
  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname === "/products") calls.push(url.searchParams);
  });
  return calls;
}

const table = () => screen.getByRole("table", { name: "Produtos" });
const bodyRows = () => within(table()).getAllByRole("row").slice(1);
const scroller = () => document.querySelector<HTMLElement>("[data-table-scroll]")!;

function scrollToBottom() {
  const box = scroller();
  act(() => {
    box.scrollTop = 100_000;
    box.dispatchEvent(new Event("scroll"));
  });
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe("the data table", () => {
  it("sorts by one header at a time, asc then desc, and keeps the sort in the URL", async () => {
    const calls = recordProductCalls();
    const { user, router } = renderApp("/backoffice/products");
    await screen.findByText("Margherita");

    const nameHeader = screen.getByRole("columnheader", { name: /Nome/ });
    await user.click(within(nameHeader).getByRole("button"));
    expect(searchOf(router).get("order_name")).toBe("asc");
    expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    await waitFor(() => expect(calls.at(-1)?.get("order_name")).toBe("asc"));

    await user.click(within(nameHeader).getByRole("button"));
    expect(searchOf(router).get("order_name")).toBe("desc");
    expect(nameHeader).toHaveAttribute("aria-sort", "descending");
    await waitFor(() => expect(within(bodyRows()[0]!).getByText("Quatro Queijos")).toBeInTheDocument());

    await user.click(within(screen.getByRole("columnheader", { name: /Valor/ })).getByRole("button"));
    expect(searchOf(router).get("order_amount")).toBe("asc");
    expect(searchOf(router).has("order_name")).toBe(false);
    expect(nameHeader).toHaveAttribute("aria-sort", "none");
    await waitFor(() => {
      const last = calls.at(-1)!;
      expect([...last.keys()].filter((key) => key.startsWith("order_"))).toEqual(["order_amount"]);
    });
  });

  it("applies a filter only after a 500 ms pause in typing", async () => {
    const calls = recordProductCalls();
    const { router } = renderApp("/backoffice/products");
    await screen.findByText("Margherita");
    const before = calls.length;

    vi.useFakeTimers();
    const name = screen.getByRole("searchbox", { name: "Nome" });
    fireEvent.change(name, { target: { value: "Mar" } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(name, { target: { value: "Margh" } });
    act(() => vi.advanceTimersByTime(499));
    expect(searchOf(router).has("where_name")).toBe(false);
    expect(name).toHaveValue("Margh");
    act(() => vi.advanceTimersByTime(1));
    expect(searchOf(router).get("where_name")).toBe("Margh");
    vi.useRealTimers();

    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(within(table()).getByText("Margherita Individual")).toBeInTheDocument();
    const filtered = calls.slice(before);
    expect(filtered.map((params) => params.get("where_name"))).toEqual(["Margh"]);
  });

  it("sends a boolean select as true/false and a decimal comma as a point", async () => {
    const calls = recordProductCalls();
    const { user, router } = renderApp("/backoffice/products");
    await screen.findByText("Margherita");
    await user.selectOptions(screen.getByRole("combobox", { name: "Ativo" }), "Não");
    await user.type(screen.getByRole("searchbox", { name: "Valor" }), "10,00");
    await waitFor(() => expect(searchOf(router).get("where_amount")).toBe("10,00"));
    await waitFor(() => expect(calls.at(-1)?.get("where_amount")).toBe("10.00"));
    expect(calls.at(-1)?.get("where_is_active")).toBe("false");
    expect(await screen.findByText("Produto 06")).toBeInTheDocument();
  });

  it("restores sort and filters from the URL, so a filtered view can be reloaded or shared", async () => {
    const calls = recordProductCalls();
    renderApp("/backoffice/products?where_product_group=Pizzas&order_amount=desc");
    await waitFor(() => expect(bodyRows().length).toBe(4));
    expect(screen.getByRole("searchbox", { name: "Grupo" })).toHaveValue("Pizzas");
    expect(screen.getByRole("columnheader", { name: /Valor/ })).toHaveAttribute("aria-sort", "descending");
    expect(within(bodyRows()[0]!).getByText("Quatro Queijos")).toBeInTheDocument();
    expect(calls[0]?.get("where_product_group")).toBe("Pizzas");
    expect(calls[0]?.get("order_amount")).toBe("desc");
  });

  it("loads 20 at a time and the next page when the last row scrolls into view", async () => {
    const calls = recordProductCalls();
    renderApp("/backoffice/products");
    await screen.findByText("20 registros carregados (role para ver mais)");
    expect(calls.map((params) => [params.get("take"), params.get("skip")])).toEqual([["20", "0"]]);

    scrollToBottom();
    await screen.findByText("40 registros carregados (role para ver mais)");
    scrollToBottom();
    await screen.findByText("45 registros");
    expect(calls.map((params) => params.get("skip"))).toEqual(["0", "20", "40"]);
    // Rows are virtualised: only those around the view are in the DOM.
    expect(bodyRows().length).toBeLessThan(45);
  });

  it("keeps loading pages while the last row is in view on a tall screen", async () => {
    layout.viewportHeight = 3000;
    renderApp("/backoffice/products");
    expect(await screen.findByText("45 registros")).toBeInTheDocument();
  });

  it("shows a loading state, then an empty state that offers to clear the filters", async () => {
    const { user, router } = renderApp("/backoffice/products?where_name=nada-disso");
    expect(screen.queryByText("Carregando...") ?? (await screen.findByText("Carregando..."))).toBeInTheDocument();
    expect(await screen.findByText("Nenhum registro encontrado")).toBeInTheDocument();
    await user.click(within(table()).getByRole("button", { name: "Limpar filtros" }));
    expect(searchOf(router).has("where_name")).toBe(false);
    expect(await screen.findByText("Margherita")).toBeInTheDocument();
  });

  it("expands a row's form in place on double-click, and by its button", async () => {
    const { user } = renderApp("/backoffice/products");
    const cell = await screen.findByText("Calabresa");
    await user.dblClick(cell);
    expect(screen.getByRole("form", { name: "Editar Calabresa" })).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Editar Calabresa" });
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.click(button);
    expect(screen.queryByRole("form", { name: "Editar Calabresa" })).not.toBeInTheDocument();
  });
});

import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { product } from "../../../test/fixtures";
import { useMockApi } from "../../../test/mock-api";
import { renderApp } from "../../../test/render-app";

const PROPORTIONAL = "Pizza com mais de um sabor: cada fração custa a sua parte do preço do sabor.";
const HIGHEST = "Pizza com mais de um sabor: cobramos o preço do sabor mais caro.";

describe("product page: the half-and-half rule", () => {
  const mock = useMockApi();

  it("says a pizza of several flavours is priced proportionally by default", async () => {
    renderApp("/product", { state: { product: product("Margherita") } });
    expect(await screen.findByText(PROPORTIONAL)).toBeInTheDocument();
  });

  it("says the most expensive flavour prices it when the store says 'highest'", async () => {
    Object.assign(mock.data.store.operation, { fraction_pricing: "highest" });
    renderApp("/product", { state: { product: product("Margherita") } });
    expect(await screen.findByText(HIGHEST)).toBeInTheDocument();
    expect(screen.queryByText(PROPORTIONAL)).not.toBeInTheDocument();
  });

  it("says nothing for a product that is not sold in fractions", async () => {
    renderApp("/product", { state: { product: product("Guaraná 2L") } });
    expect(await screen.findByRole("heading", { level: 1, name: "Guaraná 2L" })).toBeInTheDocument();
    expect(screen.queryByText(/Pizza com mais de um sabor/)).not.toBeInTheDocument();
  });
});

import type { Product } from "@forno/domain/schemas";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { line } from "../../../test/fixtures";
import { useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";
import { EAGER_ROWS } from "./catalog-list";

const headings = (level: number) => screen.getAllByRole("heading", { level }).map((heading) => heading.textContent);
const productNames = () => screen.getAllByRole("link", { name: /R\$/ }).map((link) => link.querySelector("span span")?.textContent);

describe("catalogue", () => {
  const mock = useMockApi();

  it("groups by product_group, sub-groups pizza groups by product_subgroup ('Outros' when missing) and sorts by name", async () => {
    // A store that set no order of its own: subgroups by name.
    mock.data.store.catalog = { group_order: [], subgroup_order: [] };
    mock.data.products.push({ ...mock.data.products[0]!, id: 9, external_id: "P9", name: "Aliche", product_subgroup: null });
    renderApp("/catalog");
    await screen.findByRole("heading", { level: 2, name: "Pizzas Grandes" });
    expect(headings(2)).toEqual(["Pizzas Grandes", "Pizzas Individuais", "Bebidas"]);
    expect(headings(3)).toEqual(["Especiais", "Tradicionais", "Outros", "Tradicionais"]);
    expect(productNames()).toEqual(["Quatro Queijos", "Calabresa", "Margherita", "Aliche", "Margherita Individual", "Guaraná 2L"]);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Pizzas Grandes", "Pizzas Individuais", "Bebidas"]);
  });

  it("loads the photos of the rows a phone shows first at once, and the others as they come near the screen", async () => {
    mock.data.products = mock.data.products.map((product) => ({ ...product, image_url: `/uploads/products/${product.id}.jpg` }));
    renderApp("/catalog");
    await screen.findByRole("heading", { level: 2, name: "Pizzas Grandes" });
    const photos = [...document.querySelectorAll<HTMLElement>("[data-index]")].flatMap((row) => {
      const img = row.querySelector("img");
      return img ? [{ index: Number(row.dataset.index), loading: img.getAttribute("loading"), priority: img.getAttribute("fetchpriority") }] : [];
    });
    const first = photos.filter((photo) => photo.index < EAGER_ROWS);
    const later = photos.filter((photo) => photo.index >= EAGER_ROWS);
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(later.length).toBeGreaterThanOrEqual(2);
    expect(first.every((photo) => photo.loading === "eager" && photo.priority === "high")).toBe(true);
    expect(later.every((photo) => photo.loading === "lazy" && photo.priority === "auto")).toBe(true);
  });

  it("lists groups and subgroups in the store's order (GET /settings/store), in the tabs too", async () => {
    mock.data.store.catalog = { group_order: ["Bebidas", "Pizzas Grandes"], subgroup_order: ["Tradicionais", "Especiais"] };
    renderApp("/catalog");
    await waitFor(() => expect(headings(2)).toEqual(["Bebidas", "Pizzas Grandes", "Pizzas Individuais"]));
    expect(headings(3)).toEqual(["Tradicionais", "Especiais", "Tradicionais"]);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Bebidas", "Pizzas Grandes", "Pizzas Individuais"]);
  });

  it("searches name or description, ignoring case, behind the search toggle", async () => {
    renderApp("/catalog");
    await screen.findByRole("heading", { level: 2, name: "Pizzas Grandes" });
    expect(screen.queryByPlaceholderText("Buscar produto...")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Buscar produto" }));
    await userEvent.type(screen.getByPlaceholderText("Buscar produto..."), "GORGONZOLA");
    expect(productNames()).toEqual(["Quatro Queijos"]);
    await userEvent.clear(screen.getByPlaceholderText("Buscar produto..."));
    await userEvent.type(screen.getByPlaceholderText("Buscar produto..."), "xyz");
    expect(screen.getByText('Nenhum produto encontrado para "xyz".')).toHaveAttribute("role", "status");
  });

  it("has no footer button with an empty cart; 'Ver Pedido' goes to /cart", async () => {
    const { unmount } = renderApp("/catalog");
    await screen.findByRole("heading", { level: 2, name: "Pizzas Grandes" });
    expect(screen.queryByRole("button", { name: "Ver Pedido" })).not.toBeInTheDocument();
    unmount();
    renderApp("/catalog", { cart: [line("Guaraná 2L", 2)] });
    await userEvent.click(await screen.findByRole("button", { name: "Ver Pedido" }));
    await waitFor(() => expect(currentPath()).toBe("/cart"));
  });

  it("while fractions are picked: 'Escolher Fatia', and only fractionable products of the pizza's group", async () => {
    renderApp("/catalog", { cart: [line("Margherita", 0.5)] });
    await screen.findByRole("heading", { level: 2, name: "Pizzas Grandes" });
    expect(screen.getByRole("button", { name: "Escolher Fatia" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Ver Pedido" })).not.toBeInTheDocument();
    expect(headings(2)).toEqual(["Pizzas Grandes"]);
    await waitFor(() => expect(productNames()).toEqual(["Calabresa", "Margherita", "Quatro Queijos"]));
    expect(screen.getByText("Falta 1/2 da sua pizza")).toBeInTheDocument();
  });

  it("opens the product page with the product in navigation state", async () => {
    renderApp("/catalog");
    await userEvent.click(await screen.findByRole("link", { name: /^Calabresa/ }));
    expect(await screen.findByRole("heading", { level: 1, name: "Calabresa" })).toBeInTheDocument();
    expect(currentPath()).toBe("/product");
  });

  it("lists the whole menu even when it spans several pages of the API", async () => {
    const extra: Product[] = Array.from({ length: 130 }, (_, index) => ({
      ...mock.data.products[4]!,
      id: 100 + index,
      external_id: `B${index}`,
      name: `Bebida ${String(index).padStart(3, "0")}`,
    }));
    mock.data.products.push(...extra);
    renderApp("/catalog");
    await screen.findByRole("heading", { level: 2, name: "Pizzas Grandes" });
    await userEvent.click(screen.getByRole("button", { name: "Buscar produto" }));
    await userEvent.type(screen.getByPlaceholderText("Buscar produto..."), "Bebida 129");
    expect(screen.getByRole("link", { name: /^Bebida 129/ })).toBeInTheDocument();
    // Only the rows near the screen are in the document.
    await userEvent.clear(screen.getByPlaceholderText("Buscar produto..."));
    expect(screen.getAllByRole("link", { name: /^Bebida/ }).length).toBeLessThan(60);
  });
});

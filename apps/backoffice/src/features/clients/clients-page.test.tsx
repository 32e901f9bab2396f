import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, searchOf } from "../../../test/render";

describe("the clients table", () => {
  it("shows Nome (sortable) and Telefone, filters by name and phone, and opens a client's data", async () => {
    const { user, router } = renderApp("/backoffice/clients");
    await screen.findByText("Ana Souza 1");
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent?.replace("↕", "").trim());
    expect(headers).toEqual(["Expandir", "Nome", "Telefone"]);
    expect(within(screen.getByRole("columnheader", { name: /Nome/ })).getByRole("button")).toBeInTheDocument();
    expect(within(screen.getByRole("columnheader", { name: "Telefone" })).queryByRole("button")).not.toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Telefone" }), "87654310");
    await waitFor(() => expect(searchOf(router).get("where_phone")).toBe("87654310"));
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(2));
    await user.dblClick(screen.getByText("Karina Souza 11"));
    expect(screen.getByText("(11)98765-4310", { selector: "a" })).toBeInTheDocument();
    expect(screen.getByText("cliente11@example.com")).toBeInTheDocument();
  });
});

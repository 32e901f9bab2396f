import { backofficeMockData } from "@forno/api-client/msw";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, searchOf } from "../../../test/render";

const rowOf = (name: string) => screen.getByText(name).closest("tr")!;

describe("the privacy screen", () => {
  it("lists the removal requests with their status and filters by it", async () => {
    const { user, router } = renderApp("/backoffice/privacy");
    expect(await screen.findByRole("heading", { level: 1, name: "Privacidade" })).toBeInTheDocument();
    await screen.findByText("Ana Souza 1");
    expect(within(rowOf("Ana Souza 1")).getByText("Pendente")).toBeInTheDocument();
    expect(within(rowOf("Ana Souza 1")).getByText("(11)98765-4300")).toBeInTheDocument();
    expect(within(rowOf("Pessoa Sem Cadastro")).getByText("Não encontrado")).toBeInTheDocument();
    expect(within(rowOf("Bruno Souza 2")).getByText("Atendido")).toBeInTheDocument();
    expect(within(rowOf("Carla Souza 3")).getByText(/Pedido duplicado/)).toBeInTheDocument();
    expect(within(rowOf("Carla Souza 3")).queryByRole("button", { name: /Atender/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Situação"), "Pendentes");
    await waitFor(() => expect(searchOf(router).get("where_status")).toBe("pending"));
    await waitFor(() => expect(screen.queryByText("Bruno Souza 2")).not.toBeInTheDocument());
    expect(screen.getByText("Ana Souza 1")).toBeInTheDocument();
  });

  it("with no request at all, says so without blaming filters that are not set; a set filter is named as the reason", async () => {
    const data = backofficeMockData();
    data.removalRequestRows = [];
    const { user, router } = renderApp("/backoffice/privacy", { data });
    expect(await screen.findByText("Nenhum registro encontrado")).toBeInTheDocument();
    expect(screen.getByText("Ainda não há registros aqui.")).toBeInTheDocument();
    expect(screen.queryByText(/corresponde aos filtros/)).not.toBeInTheDocument();
    // Only the filter bar's own button, disabled: nothing to clear.
    expect(screen.getByRole("button", { name: "Limpar filtros" })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText("Situação"), "Pendentes");
    await waitFor(() => expect(searchOf(router).get("where_status")).toBe("pending"));
    expect(await screen.findByText("Nenhum registro corresponde aos filtros. Ajuste ou limpe os filtros.")).toBeInTheDocument();
  });

  it("'Atender' explains what is removed, then fulfils and shows the request done", async () => {
    const data = backofficeMockData();
    const { user } = renderApp("/backoffice/privacy", { data });
    await screen.findByText("Ana Souza 1");
    await user.click(within(rowOf("Ana Souza 1")).getByRole("button", { name: /^Atender/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "Atender o pedido de Ana Souza 1?" });
    expect(within(dialog).getByText(/Cliente removido/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Endereços e cartões salvos são excluídos/)).toBeInTheDocument();
    expect(within(dialog).getByText(/só o bairro e a cidade/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Voltar" }));
    expect(data.removalRequestRows[0]!.status).toBe("pending");

    await user.click(within(rowOf("Ana Souza 1")).getByRole("button", { name: /^Atender/ }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Remover dados" }));
    await waitFor(() => expect(within(rowOf("Ana Souza 1")).getByText("Atendido")).toBeInTheDocument());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(data.removalRequestRows[0]!.status).toBe("done");
    expect(await screen.findByText("Pedido atendido: dados removidos")).toBeInTheDocument();
  });

  it("'Recusar' needs a note and keeps it with the request", async () => {
    const data = backofficeMockData();
    const { user } = renderApp("/backoffice/privacy", { data });
    await screen.findByText("Pessoa Sem Cadastro");
    await user.click(within(rowOf("Pessoa Sem Cadastro")).getByRole("button", { name: /^Recusar/ }));
    const dialog = await screen.findByRole("dialog", { name: "Recusar o pedido de Pessoa Sem Cadastro?" });
    await user.click(within(dialog).getByRole("button", { name: "Recusar pedido" }));
    expect(await within(dialog).findByText("Informe o motivo da recusa")).toBeInTheDocument();
    expect(data.removalRequestRows[1]!.status).toBe("pending");

    await user.type(within(dialog).getByLabelText("Motivo da recusa"), "Cliente pediu para cancelar a solicitação");
    await user.click(within(dialog).getByRole("button", { name: "Recusar pedido" }));
    await waitFor(() => expect(within(rowOf("Pessoa Sem Cadastro")).getByText("Recusado")).toBeInTheDocument());
    expect(within(rowOf("Pessoa Sem Cadastro")).getByText(/Cliente pediu para cancelar a solicitação/)).toBeInTheDocument();
    expect(data.removalRequestRows[1]).toMatchObject({ status: "rejected", note: "Cliente pediu para cancelar a solicitação" });
  });
});

import { backofficeMockData } from "@forno/api-client/msw";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";

describe("the orders table: scheduled orders", () => {
  it("marks a scheduled order 'Agendado' above its time in 'Entrega prevista', and only that one", async () => {
    const data = backofficeMockData();
    const [first, second] = data.orders;
    // 22:00 UTC is 19:00 in São Paulo.
    Object.assign(first!, { scheduled_time: "2026-11-24T22:00:00.000Z", is_scheduled: true });
    Object.assign(second!, { is_scheduled: false });
    renderApp("/backoffice/orders/table", { data });
    const row = (await screen.findByText(`#${first!.external_id}`)).closest("tr")!;
    expect(within(row).getByText("Agendado")).toBeInTheDocument();
    expect(within(row).getByText("24/11 19:00")).toBeInTheDocument();
    const other = screen.getByText(`#${second!.external_id}`).closest("tr")!;
    expect(within(other).queryByText("Agendado")).not.toBeInTheDocument();
  });
});

import { emitStaffOrderEvent, openStaffStreams } from "@forno/api-client/msw";
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render";
import { deskRoutes, recordingPlayer } from "../../../test/desk-test-support";

const CARDS = 40;
const novos = () => screen.getByRole("list", { name: "Novos" });
const positionOf = (element: Element) => Number(element.closest("li")?.getAttribute("aria-posinset"));

describe("a long column of the order desk", () => {
  it("renders only the cards in view, in order, each saying its place in the column's list", async () => {
    const { player } = recordingPlayer();
    const { data } = renderApp("/backoffice/orders", { routes: deskRoutes(player) });
    await screen.findByRole("article", { name: "#1001" });
    await waitFor(() => expect(openStaffStreams(data)).toBeGreaterThan(0));
    const paid = data.orders[0]!;
    act(() => {
      for (let i = 1; i < CARDS; i += 1) emitStaffOrderEvent(data, { ...paid, id: 5000 + i, external_id: 5000 + i });
    });
    // The header still counts every order, rendered or not.
    await waitFor(() => expect(screen.getByLabelText(`${CARDS} pedidos`)).toBeInTheDocument());

    const rendered = within(novos()).getAllByRole("listitem");
    expect(rendered.length).toBeLessThan(CARDS);
    for (const item of rendered) expect(item).toHaveAttribute("aria-setsize", String(CARDS));
    expect(rendered.map(positionOf)).toEqual(rendered.map((_, index) => index + 1));
  });
});

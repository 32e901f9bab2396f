import { MOCK_ACCOUNT } from "@forno/api-client/msw";
import { clientExportSchema } from "@forno/domain/schemas";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { server, useMockApi } from "../../../test/mock-api";
import { renderApp } from "../../../test/render-app";

describe("Baixar meus dados", () => {
  useMockApi();
  const saved: Array<{ blob: Blob; filename: string }> = [];
  let blobs: Blob[] = [];
  const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

  beforeEach(() => {
    saved.length = 0;
    blobs = [];
    // jsdom has no Blob URLs and does not download: capture what the browser would save.
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => `blob:test/${blobs.push(blob)}`), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: blobs[Number(this.href.split("/").pop()) - 1]!, filename: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, jsdomUrl);
  });

  it("downloads the export of the signed-in customer as its JSON file", async () => {
    const user = userEvent.setup();
    renderApp("/profile", { token: "client-token" });
    await user.click(await screen.findByRole("button", { name: "Baixar meus dados" }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.filename).toMatch(/^meus-dados-forno-\d{4}-\d{2}-\d{2}\.json$/);
    const data = clientExportSchema.parse(JSON.parse(await saved[0]!.blob.text()));
    expect(data.profile).toEqual(MOCK_ACCOUNT.client);
    expect(URL.revokeObjectURL).toHaveBeenCalled();
  });

  it("says what went wrong when the export fails, and downloads nothing", async () => {
    server.use(
      http.get("http://localhost:3000/clients/me/export", () =>
        HttpResponse.json({ statusCode: 503, error: "Service Unavailable", message: "Serviço indisponível. Tente novamente." }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    renderApp("/profile", { token: "client-token" });
    await user.click(await screen.findByRole("button", { name: "Baixar meus dados" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Serviço indisponível. Tente novamente.");
    expect(saved).toHaveLength(0);
  });
});

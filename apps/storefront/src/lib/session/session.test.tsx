import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server, useMockApi } from "../../../test/mock-api";
import { currentPath, renderApp } from "../../../test/render-app";

const API = "http://localhost:3000";
const HOUR = 3600;

function profileWithIat(iat: number) {
  return http.get(`${API}/auth/profile`, () =>
    HttpResponse.json({ sub: 1, username: "39053344705", name: "Maria da Silva", role: "client", iat, exp: iat + 7 * 24 * HOUR }),
  );
}

describe("session", () => {
  const mock = useMockApi();

  it("greets the signed-in customer by first name", async () => {
    renderApp("/", { token: "client-token" });
    expect(await screen.findByRole("heading", { name: "Olá, Maria!" })).toBeInTheDocument();
  });

  it("a 401 on any call removes the token and goes to /sign-in", async () => {
    renderApp("/", { token: "expired-token" });
    await waitFor(() => expect(currentPath()).toBe("/sign-in"));
    expect(localStorage.getItem("token")).toBeNull();
    expect(await screen.findByRole("heading", { name: "Acessar" })).toBeInTheDocument();
  });

  it("renews the token when the profile's iat is 24 hours old", async () => {
    mock.data.sessions["renewed-token"] = mock.data.sessions["client-token"]!;
    let refreshed = 0;
    server.use(
      profileWithIat(Math.floor(Date.now() / 1000) - 24 * HOUR),
      http.get(`${API}/auth/refresh`, () => {
        refreshed++;
        return HttpResponse.json({ access_token: "renewed-token" });
      }),
    );
    renderApp("/", { token: "client-token" });
    await waitFor(() => expect(localStorage.getItem("token")).toBe("renewed-token"));
    expect(refreshed).toBe(1);
  });

  it("keeps a token younger than 24 hours", async () => {
    let refreshed = 0;
    server.use(
      profileWithIat(Math.floor(Date.now() / 1000) - 23 * HOUR),
      http.get(`${API}/auth/refresh`, () => {
        refreshed++;
        return HttpResponse.json({ access_token: "renewed-token" });
      }),
    );
    renderApp("/", { token: "client-token" });
    expect(await screen.findByRole("heading", { name: "Olá, Maria!" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refreshed).toBe(0);
    expect(localStorage.getItem("token")).toBe("client-token");
  });
});

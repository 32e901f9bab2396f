import { describe, expect, it } from "vitest";
import { ApiError } from "../src/errors";
import { DEMO_CLIENT, signedInClient, testClient } from "./support";

describe("the 401 policy against the real API", () => {
  it("a 401 on an ordinary call removes the token and tells the app", async () => {
    const { api, tokenStore, unauthorized } = testClient("not-a-real-token");
    const error = await api.auth.profile().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(tokenStore.get()).toBeNull();
    expect(unauthorized.count).toBe(1);
  });

  it("a 401 on sign-in is a wrong password: the server's message, the token kept, no redirect", async () => {
    const { api, tokenStore, unauthorized } = testClient("previous-token");
    const error = await api.auth.signIn({ document: DEMO_CLIENT.document, password: "Errada@123" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("Documento ou senha inválidos.");
    expect(tokenStore.get()).toBe("previous-token");
    expect(unauthorized.count).toBe(0);
  });

  it("a 401 on the staff login with a client's credentials does not count as a lost session", async () => {
    const { api, unauthorized } = testClient();
    await expect(api.auth.login(DEMO_CLIENT)).rejects.toMatchObject({ status: 401 });
    expect(unauthorized.count).toBe(0);
  });

  it("sends the bearer token: the profile of the signed-in client comes back", async () => {
    const { api } = await signedInClient();
    const profile = await api.auth.profile();
    expect(profile.role).toBe("client");
    expect(profile.username).toBe("12398745619");
  });

  it("refresh answers a new token that works", async () => {
    const { api, tokenStore } = await signedInClient();
    const { access_token } = await api.auth.refresh();
    tokenStore.set(access_token);
    await expect(api.auth.profile()).resolves.toMatchObject({ role: "client" });
  });
});

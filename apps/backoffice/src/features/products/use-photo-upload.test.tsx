import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { API_URL, renderApp } from "../../../test/render";
import { server } from "../../../test/setup";
import { usePhotoUpload } from "./use-photo-upload";

// Drives the upload hook from inside the real app (router, API client, query cache).
function UploadButton() {
  const upload = usePhotoUpload({ id: 2, name: "Calabresa" });
  return (
    <button type="button" onClick={() => upload.mutate(new Blob(["jpeg"], { type: "image/jpeg" }))}>
      enviar
    </button>
  );
}

describe("uploading a product photo", () => {
  it.each([401, 403])("a %i removes the token and goes back to /backoffice", async (status) => {
    const rendered = renderApp("/backoffice/products", {
      routes: [
        { path: "/backoffice", element: <h1>Login Administrativo</h1> },
        { path: "/backoffice/products", element: <UploadButton /> },
      ],
    });
    server.use(http.post(`${API_URL}/products/2/upload`, () => HttpResponse.json({ statusCode: status, error: "x", message: "Acesso negado." }, { status })));
    await rendered.user.click(await screen.findByRole("button", { name: "enviar" }));
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe("/backoffice"));
    expect(rendered.tokenStore.get()).toBeNull();
  });
});

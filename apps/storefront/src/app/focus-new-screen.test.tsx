import { act, render, screen, waitFor } from "@testing-library/react";
import { useEffect, useRef, useState } from "react";
import { MemoryRouter, type NavigateFunction, Route, Routes, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import { useFocusNewScreen } from "./focus-new-screen";

const router: { navigate?: NavigateFunction } = {};
function Probe() {
  useFocusNewScreen();
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}
const navigate = (to: string) => void router.navigate!(to);

/** A screen whose heading shows only after a moment (its data or code arriving). */
function SlowScreen() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Carrinho</h1> : <p>Carregando...</p>;
}

/** A screen that puts the focus in its first field itself. */
function SignInScreen() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return <input ref={field} aria-label="CPF ou CNPJ" />;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      <Routes>
        <Route path="/catalog" element={<h1>Cardápio</h1>} />
        <Route path="/orders" element={<h1>Pedidos</h1>} />
        <Route path="/cart" element={<SlowScreen />} />
        <Route path="/sign-in" element={<SignInScreen />} />
        <Route
          path="/menu"
          element={
            <main id="conteudo">
              <p>Menu</p>
            </main>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe("useFocusNewScreen", () => {
  it("leaves the first load alone", async () => {
    renderAt("/catalog");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
  });

  it("moves focus to the new screen's heading after a route change", async () => {
    renderAt("/catalog");
    act(() => navigate("/orders"));
    const heading = screen.getByRole("heading", { name: "Pedidos" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute("tabindex", "-1");
  });

  it("waits for a heading that shows after the route changed", async () => {
    renderAt("/catalog");
    act(() => navigate("/cart"));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Carrinho" })).toHaveFocus());
  });

  it("a screen without a heading: its main landmark", async () => {
    renderAt("/catalog");
    act(() => navigate("/menu"));
    await waitFor(() => expect(screen.getByRole("main")).toHaveFocus());
  });

  it("does not move focus when only the query changes", async () => {
    renderAt("/orders");
    act(() => navigate("/orders?page=2"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
  });

  it("keeps a focus the new screen placed itself (a field it focused)", async () => {
    renderAt("/catalog");
    act(() => navigate("/sign-in"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText("CPF ou CNPJ")).toHaveFocus();
  });
});

import { act, render } from "@testing-library/react";
import { MemoryRouter, type NavigateFunction, useNavigate } from "react-router";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useScrollToTop } from "./scroll-to-top";

const router: { navigate?: NavigateFunction } = {};
function Probe() {
  useScrollToTop();
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}
const navigate = (to: string | number, options?: { replace?: boolean; state?: unknown }) =>
  typeof to === "number" ? router.navigate!(to) : router.navigate!(to, options);

function renderAt(path: string) {
  const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );
  scrollTo.mockClear();
  return scrollTo;
}

afterEach(() => vi.restoreAllMocks());

describe("useScrollToTop", () => {
  it("starts a pushed screen at the top", () => {
    const scrollTo = renderAt("/catalog");
    act(() => void navigate("/cart"));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("starts a screen that replaced the current entry at the top (the paid order going home)", () => {
    const scrollTo = renderAt("/checkout/pix");
    act(() => void navigate("/", { replace: true }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("leaves the page where it is when only the same screen's query changes", () => {
    const scrollTo = renderAt("/orders");
    act(() => void navigate("/orders?page=2", { replace: true }));
    act(() => void navigate("/orders?page=3"));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("leaves going back to the browser, and a screen asked to keep its place to itself", () => {
    const scrollTo = renderAt("/catalog");
    act(() => void navigate("/product?id=1", { state: { keepScroll: true } }));
    act(() => void navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

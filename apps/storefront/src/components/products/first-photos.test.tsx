import { act, render } from "@testing-library/react";
import { StrictMode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { settlePhoto } from "../../../test/settle-photo";

// Photos wait once per page load: every test starts from fresh modules.
async function loadPhoto() {
  vi.resetModules();
  const { ProductImage } = await import("./product-image");
  /** A list's photo, as ProductRow and FeaturedCard render it. */
  return function Photo({ name, eager = false }: { name: string; eager?: boolean }) {
    return <ProductImage src={`/images/products/${name}.svg`} eager={eager} />;
  };
}

const sources = (container: HTMLElement) => [...container.querySelectorAll("img")].map((image) => image.getAttribute("src"));
const address = (name: string) => `http://localhost:3000/images/products/${name}.svg`;


describe("a list's first photos load before the others are asked for", () => {
  beforeEach(() => vi.useRealTimers());

  it("a photo below the first rows has no address while a first one loads, and gets it once that one has loaded", async () => {
    const Photo = await loadPhoto();
    const { container } = render(
      <>
        <Photo name="atum" eager />
        <Photo name="calabresa" />
      </>,
    );
    expect(sources(container)).toEqual([address("atum"), null]);
    const [first, other] = container.querySelectorAll("img");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(other).toHaveAttribute("loading", "lazy");
    act(() => settlePhoto(first!));
    expect(sources(container)).toEqual([address("atum"), address("calabresa")]);
  });

  it("holds the same under StrictMode, which runs every effect twice", async () => {
    const Photo = await loadPhoto();
    const { container } = render(
      <StrictMode>
        <Photo name="atum" eager />
        <Photo name="calabresa" />
      </StrictMode>,
    );
    expect(sources(container)[1]).toBeNull();
    act(() => settlePhoto(container.querySelector("img")!));
    expect(sources(container)[1]).toBe(address("calabresa"));
  });

  it("waits for every first photo, and a failed one counts as settled", async () => {
    const Photo = await loadPhoto();
    const { container } = render(
      <>
        <Photo name="atum" eager />
        <Photo name="burrata" eager />
        <Photo name="calabresa" />
      </>,
    );
    const [first, second] = container.querySelectorAll("img");
    act(() => settlePhoto(first!));
    expect(sources(container)[2]).toBeNull();
    act(() => settlePhoto(second!, "error"));
    expect(sources(container)[2]).toBe(address("calabresa"));
  });

  it("a first photo that never answers holds the others 3 seconds at most", async () => {
    vi.useFakeTimers();
    const Photo = await loadPhoto();
    const { container } = render(
      <>
        <Photo name="atum" eager />
        <Photo name="calabresa" />
      </>,
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(sources(container)[1]).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(sources(container)[1]).toBe(address("calabresa"));
  });

  it("photos never wait without a first photo loading, nor once released", async () => {
    const Photo = await loadPhoto();
    const alone = render(<Photo name="calabresa" />);
    expect(sources(alone.container)).toEqual([address("calabresa")]);
    alone.unmount();
    const { container } = render(
      <>
        <Photo name="atum" eager />
        <Photo name="burrata" />
      </>,
    );
    expect(sources(container)[1]).toBe(address("burrata"));
  });
});

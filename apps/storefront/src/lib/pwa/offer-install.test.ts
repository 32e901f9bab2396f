import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MANIFEST_URL, offerInstall } from "./offer-install";

// The manifest (and the icon Chrome fetches with it) and the service worker's precache wait until
// the first screen has settled: 2 s after load (decision 1920).
const register = vi.fn(() => Promise.resolve());
const manifestLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')].map((link) => link.getAttribute("href"));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubEnv("PROD", true);
  Object.defineProperty(navigator, "serviceWorker", { value: { register }, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  register.mockClear();
  document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove());
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("offerInstall", () => {
  it("links the manifest and registers /sw.js only once the first screen has settled", async () => {
    offerInstall();
    await vi.advanceTimersByTimeAsync(1_900);
    expect(manifestLinks()).toEqual([]);
    expect(register).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(200);
    expect(manifestLinks()).toEqual([MANIFEST_URL]);
    expect(MANIFEST_URL).toBe("/manifest.webmanifest");
    expect(register).toHaveBeenCalledExactlyOnceWith("/sw.js");
  });

  it("links the manifest once however many times it runs", async () => {
    offerInstall();
    offerInstall();
    await vi.advanceTimersByTimeAsync(2_100);
    expect(manifestLinks()).toEqual([MANIFEST_URL]);
  });

  it("does nothing when the effect is cleaned up first (StrictMode's first mount, a screen gone)", async () => {
    offerInstall()();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(manifestLinks()).toEqual([]);
    expect(register).not.toHaveBeenCalled();
  });

  it("registers no service worker outside production builds (the dev server has no sw.js)", async () => {
    vi.stubEnv("PROD", false);
    offerInstall();
    await vi.advanceTimersByTimeAsync(2_100);
    expect(manifestLinks()).toEqual([MANIFEST_URL]);
    expect(register).not.toHaveBeenCalled();
  });
});

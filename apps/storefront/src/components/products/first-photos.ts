import { useEffect } from "react";

/** How long the first screen's photos may hold the others back at most (a request that hangs). */
const FIRST_PHOTO_PATIENCE_MS = 3000;

let released = false;
let waiting = false;

/**
 * Gives the waiting photos their address once every first photo has loaded or failed, or at once
 * when `now`; after that, to any photo still waiting (one rendered before the release and put in
 * the page after it).
 */
function release(now?: unknown): void {
  const images = [...document.images];
  if (!released && now !== true && images.some((image) => image.getAttribute("fetchpriority") === "high" && !image.complete)) return;
  released = true;
  for (const image of images) if (image.dataset.src && !image.getAttribute("src")) image.src = image.dataset.src;
  for (const type of ["load", "error"]) document.removeEventListener(type, release, true);
}

/** Gives the photos waiting in data-src their address as soon as the first ones let them. */
function awaitFirstPhotos(): void {
  if (waiting) return release();
  waiting = true;
  for (const type of ["load", "error"]) document.addEventListener(type, release, true);
  setTimeout(release, FIRST_PHOTO_PATIENCE_MS, true);
  release();
}

/**
 * Whether a product photo that is not among the first ones waits (ProductImage asks for every photo
 * of a list: the catalogue's rows, the home's featured cards). The first ones (the screen's largest
 * paint, rendered with fetchpriority=high) load before the others are asked for, so they get the
 * connection and the main thread first (an SVG photo is parsed as a document of its own on the
 * main thread, before the frame that paints it). A waiting photo is rendered with its address in
 * data-src; it gets it once every first photo has loaded or failed (a load or error event the
 * document sees in its capture phase), or FIRST_PHOTO_PATIENCE_MS after the first one waited.
 * Once per page load: photos never wait again after that (decisions 3713, 3715).
 */
export function usePhotoWaits(eager: boolean): boolean {
  const waits = !eager && !released;
  useEffect(() => {
    if (waits) awaitFirstPhotos();
  }, [waits]);
  return waits;
}

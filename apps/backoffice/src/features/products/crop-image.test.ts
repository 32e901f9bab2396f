import { describe, expect, it, vi } from "vitest";
import { CANVAS_EMPTY, PHOTO_ASPECT, cropSourceRect, cropToJpeg, isImageFile } from "./crop-image";

const box = { width: 430, height: 320, naturalWidth: 1720, naturalHeight: 1280 };

function fakeCanvas(blob: Blob | null) {
  const context = { drawImage: vi.fn(), fillRect: vi.fn(), imageSmoothingQuality: "low", fillStyle: "" };
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => context,
    toBlob: (callback: (blob: Blob | null) => void, type: string, quality: number) => {
      expect([type, quality]).toEqual(["image/jpeg", 0.9]);
      callback(blob);
    },
  };
  return { canvas: canvas as unknown as HTMLCanvasElement, context };
}

const image = { ...box } as unknown as HTMLImageElement;

describe("cropping the product photo", () => {
  it("keeps the 430:320 aspect", () => {
    expect(PHOTO_ASPECT).toBeCloseTo(430 / 320);
  });

  it("maps the displayed crop to the file's pixels, without zoom", () => {
    expect(cropSourceRect(box, { x: 43, y: 32, width: 215, height: 160 }, 1)).toEqual({ x: 172, y: 128, width: 860, height: 640 });
  });

  it("maps the displayed crop through the zoom around the centre", () => {
    // At zoom 2 the whole displayed box shows the middle half of the picture.
    expect(cropSourceRect(box, { x: 0, y: 0, width: 430, height: 320 }, 2)).toEqual({ x: 430, y: 320, width: 860, height: 640 });
    // At zoom 3 the maximum.
    const rect = cropSourceRect(box, { x: 0, y: 0, width: 430, height: 320 }, 3);
    expect(rect.width).toBeCloseTo(1720 / 3);
  });

  it("draws a 430 x 320 JPEG", async () => {
    const jpeg = new Blob(["jpeg"], { type: "image/jpeg" });
    const { canvas, context } = fakeCanvas(jpeg);
    await expect(cropToJpeg(image, { x: 0, y: 0, width: 430, height: 320 }, 1, canvas)).resolves.toBe(jpeg);
    expect([canvas.width, canvas.height]).toEqual([430, 320]);
    expect(context.drawImage).toHaveBeenCalledWith(image, 0, 0, 1720, 1280, 0, 0, 430, 320);
  });

  it("fails with 'Canvas is empty' for an empty crop or a canvas without data", async () => {
    await expect(cropToJpeg(image, { x: 0, y: 0, width: 0, height: 0 }, 1, fakeCanvas(null).canvas)).rejects.toThrow(CANVAS_EMPTY);
    await expect(cropToJpeg(image, undefined, 1, fakeCanvas(null).canvas)).rejects.toThrow("Canvas is empty");
    await expect(cropToJpeg(image, { x: 0, y: 0, width: 430, height: 320 }, 1, fakeCanvas(null).canvas)).rejects.toThrow("Canvas is empty");
  });

  it("accepts only files whose type begins with image/", () => {
    expect(isImageFile(new File(["x"], "a.png", { type: "image/png" }))).toBe(true);
    expect(isImageFile(new File(["x"], "a.heic", { type: "image/heic" }))).toBe(true);
    expect(isImageFile(new File(["x"], "a.pdf", { type: "application/pdf" }))).toBe(false);
    expect(isImageFile(new File(["x"], "a.png", { type: "" }))).toBe(false);
  });
});

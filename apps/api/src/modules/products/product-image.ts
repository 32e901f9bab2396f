import type Sharp from "sharp";
import { badRequest } from "../../lib/http-errors";

/** sharp (libvips, ~20 MB resident) is loaded with the first upload, not by every API process. */
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import("sharp").then((module) => module.default));

const PRODUCT_IMAGE_WIDTH = 430;
const PRODUCT_IMAGE_HEIGHT = 320;

/** Raster formats accepted from staff; SVG is refused (sharp could rasterise it, but it may carry scripts). */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
/** Decompression-bomb guard: at most ~40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export const NOT_AN_IMAGE = "O arquivo enviado não é uma imagem válida. Envie uma foto JPEG, PNG ou WebP.";

/**
 * Checks that the bytes really are an image (whatever the declared type says) and re-encodes them as
 * the catalogue's 430x320 JPEG, dropping metadata such as GPS position.
 */
export async function normaliseProductImage(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
  if (format === undefined || !ACCEPTED_FORMATS.has(format)) throw badRequest(NOT_AN_IMAGE);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PRODUCT_IMAGE_WIDTH, PRODUCT_IMAGE_HEIGHT, { fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
}

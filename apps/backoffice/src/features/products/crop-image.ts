/** The stored product photo: 430 x 320 px JPEG (seed 001 section 9). */
export const PHOTO_WIDTH = 430;
export const PHOTO_HEIGHT = 320;
export const PHOTO_ASPECT = PHOTO_WIDTH / PHOTO_HEIGHT;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;

/** A crop in CSS pixels of the displayed (unzoomed) image box, as react-image-crop reports it. */
export interface DisplayCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageBox {
  /** Displayed size (CSS px). */
  width: number;
  height: number;
  /** The file's own size (px). */
  naturalWidth: number;
  naturalHeight: number;
}

/**
 * Which part of the file the crop covers. The zoom scales the picture around its centre (CSS
 * transform), so a displayed point p shows the picture's point c + (p - c) / zoom.
 */
export function cropSourceRect(image: ImageBox, crop: DisplayCrop, zoom: number) {
  const scaleX = image.naturalWidth / image.width;
  const scaleY = image.naturalHeight / image.height;
  const centreX = image.width / 2;
  const centreY = image.height / 2;
  return {
    x: (centreX + (crop.x - centreX) / zoom) * scaleX,
    y: (centreY + (crop.y - centreY) / zoom) * scaleY,
    width: (crop.width / zoom) * scaleX,
    height: (crop.height / zoom) * scaleY,
  };
}

export const CANVAS_EMPTY = "Canvas is empty";

/**
 * Draws the cropped part into a 430 x 320 canvas and encodes it as JPEG. An empty crop (or a canvas
 * that yields no data) fails with 'Canvas is empty' (seed 001 section 5).
 */
export function cropToJpeg(
  image: HTMLImageElement,
  crop: DisplayCrop | undefined,
  zoom: number,
  canvas: HTMLCanvasElement = document.createElement("canvas"),
): Promise<Blob> {
  if (!crop || crop.width <= 0 || crop.height <= 0 || image.naturalWidth === 0) return Promise.reject(new Error(CANVAS_EMPTY));
  canvas.width = PHOTO_WIDTH;
  canvas.height = PHOTO_HEIGHT;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error(CANVAS_EMPTY));
  const source = cropSourceRect(image, crop, zoom);
  context.imageSmoothingQuality = "high";
  context.fillStyle = "#ffffff"; // a transparent PNG gets a white background, as JPEG has no alpha
  context.fillRect(0, 0, PHOTO_WIDTH, PHOTO_HEIGHT);
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, PHOTO_WIDTH, PHOTO_HEIGHT);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(CANVAS_EMPTY))), "image/jpeg", 0.9);
  });
}

/** Only files whose type begins with image/ are accepted (seed 001 section 5). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith("image/");
}

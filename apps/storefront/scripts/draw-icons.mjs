// Draws the installable app's icons (public/icons/icon-192.png and icon-512.png) from the store's
// logo (apps/api/assets/images/logo.svg, the demo store's `appearance.logo_url`). The PNGs are
// committed; run `node scripts/draw-icons.mjs` again after changing the logo.
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const app = join(dirname(fileURLToPath(import.meta.url)), "..");
const logo = join(app, "..", "api", "assets", "images", "logo.svg");
const out = join(app, "public", "icons");
mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  // The logo is round: drawn on the page colour so the launcher's square or circle mask keeps it whole.
  const inner = Math.round(size * 0.88);
  const drawn = await sharp(logo, { density: (72 * inner) / 256 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: "#fdf8f1" } })
    .composite([{ input: drawn, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toFile(join(out, `icon-${size}.png`));
  console.log(`public/icons/icon-${size}.png`);
}

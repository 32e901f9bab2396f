import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, loginStaff, multipartFile, request } from "../../../test/support";
import { products } from "../../db/schema";
import { importPhotosFromDisk } from "./product-photos.service";

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await loginStaff(t.app);
});
afterAll(async () => {
  await t.close();
});

const jpegOf = (background: string) => sharp({ create: { width: 430, height: 320, channels: 3, background } }).jpeg().toBuffer();

async function uploadTo(productId: number, image: Buffer): Promise<string> {
  const file = multipartFile("file", "foto.jpg", "image/jpeg", image);
  const response = await request(t.app, { method: "POST", url: `/products/${productId}/upload`, token: staff, payload: file.payload, headers: file.headers });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json<{ image_url: string }>().image_url).pathname;
}

async function productIds(count: number): Promise<number[]> {
  const response = await request(t.app, { method: "GET", url: `/products?take=${count}`, token: staff });
  return response.json<Array<{ id: number }>>().map((product) => product.id);
}

describe("product photos in the database", () => {
  it("serves an upload with an ETag, long immutable caching, and 304 when the ETag matches", async () => {
    const [id] = await productIds(1);
    const path = await uploadTo(id!, await jpegOf("#2e86c1"));
    const first = await t.app.inject({ method: "GET", url: path });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    // The URL carries the content's hash, the ETag says the same.
    expect(path).toContain(etag.slice(1, -1));

    const again = await t.app.inject({ method: "GET", url: path, headers: { "if-none-match": `"other", ${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    expect((await t.app.inject({ method: "GET", url: path, headers: { "if-none-match": '"other"' } })).statusCode).toBe(200);
  });

  it("is served by another instance on the same database, with no shared folder", async () => {
    const [id] = await productIds(1);
    const image = await jpegOf("#af7ac5");
    const path = await uploadTo(id!, image);
    const other = await createTestApp({ shareDatabaseWith: t });
    try {
      expect(other.dataDir).not.toBe(t.dataDir);
      const served = await other.app.inject({ method: "GET", url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/jpeg");
      expect((await sharp(served.rawPayload).metadata()).width).toBe(430);
    } finally {
      await other.close();
    }
  });

  it("stores the same photo once, and keeps it while another product still shows it", async () => {
    const [a, b] = await productIds(2);
    const image = await jpegOf("#d35400");
    const path = await uploadTo(a!, image);
    expect(await uploadTo(b!, image)).toBe(path);
    await uploadTo(a!, await jpegOf("#16a085"));
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(200);
  });

  it("answers 404 for an unknown photo and for names it never gives", async () => {
    for (const name of [`${"0".repeat(64)}.jpg`, "..%2F..%2Fpglite", "logo.svg"]) {
      const response = await t.app.inject({ method: "GET", url: `/uploads/products/${name}` });
      expect(response.statusCode, name).toBe(404);
    }
  });

  it("moves photos an earlier version wrote to DATA_DIR/uploads into the table, under their old URLs, once", async () => {
    const folder = join(t.dataDir, "uploads", "products");
    mkdirSync(folder, { recursive: true });
    const name = "0b6f3a52-1f0e-4c43-9d1e-6a2f1c9e4b7a.jpg";
    const image = await jpegOf("#f1c40f");
    writeFileSync(join(folder, name), image);
    writeFileSync(join(folder, "notes.txt"), "not a photo");
    // A photo replaced long ago: no product shows it any more, so it stays out.
    writeFileSync(join(folder, "9a1d2c3b-4e5f-4a6b-8c7d-0e1f2a3b4c5d.jpg"), await jpegOf("#000000"));
    const [id] = await productIds(1);
    await t.app.ctx.db.update(products).set({ imagePath: `/uploads/products/${name}` }).where(eq(products.id, id!));

    expect((await t.app.inject({ method: "GET", url: `/uploads/products/${name}` })).statusCode).toBe(404);
    expect(await importPhotosFromDisk(t.app.ctx.db, join(t.dataDir, "uploads"), t.app.log)).toBe(1);
    expect(await importPhotosFromDisk(t.app.ctx.db, join(t.dataDir, "uploads"), t.app.log)).toBe(0);
    const served = await t.app.inject({ method: "GET", url: `/uploads/products/${name}` });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, image)).toBe(0);
    expect((await t.app.inject({ method: "GET", url: "/uploads/products/9a1d2c3b-4e5f-4a6b-8c7d-0e1f2a3b4c5d.jpg" })).statusCode).toBe(404);
  });
});

describe("photos left on disk by an earlier version", () => {
  it("are imported when an API starts on that DATA_DIR", async () => {
    const name = "5c0c2a3e-8d7b-4d8e-9d59-2b1f0a6c3e11.jpg";
    await t.app.ctx.db.update(products).set({ imagePath: `/uploads/products/${name}` }).where(eq(products.externalId, "PG-CALABRESA"));
    const folder = join(t.dataDir, "uploads", "products");
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, name), await jpegOf("#34495e"));
    expect((await t.app.inject({ method: "GET", url: `/uploads/products/${name}` })).statusCode).toBe(404);
    // The next version starting on the same database and data folder.
    const restarted = await createTestApp({ shareDatabaseWith: t, env: { DATA_DIR: t.dataDir } });
    try {
      expect((await restarted.app.inject({ method: "GET", url: `/uploads/products/${name}` })).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

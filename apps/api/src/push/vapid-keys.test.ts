import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveVapidKeys } from "./vapid-keys";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "forno-vapid-"));
  dirs.push(dir);
  return join(dir, "data");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("resolveVapidKeys", () => {
  it("generates a P-256 pair once into DATA_DIR (owner-only file) and reads it back on the next start", () => {
    const dataDir = freshDir();
    const first = resolveVapidKeys({}, dataDir);
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(first.privateKey, "base64url")).toHaveLength(32);
    expect(statSync(join(dataDir, "vapid-keys.json")).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys({}, dataDir)).toEqual(first);
  });

  it("uses the configured pair and writes nothing", () => {
    const dataDir = freshDir();
    const configured = { publicKey: "public", privateKey: "private" };
    expect(resolveVapidKeys(configured, dataDir)).toEqual(configured);
    expect(() => statSync(join(dataDir, "vapid-keys.json"))).toThrow();
  });
});

import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * JWT_SECRET when set; otherwise a random secret kept in DATA_DIR/jwt-secret so sessions survive a
 * restart. Several API instances sharing one PostgreSQL need JWT_SECRET set to the same value.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured !== undefined) return configured;
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

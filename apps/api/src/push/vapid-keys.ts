import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import webPush from "web-push";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

function storedKeys(file: string): VapidKeys | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<VapidKeys>;
    if (typeof parsed.publicKey === "string" && typeof parsed.privateKey === "string") return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  } catch {
    // A damaged file is replaced below; browsers then subscribe again with the new public key.
  }
  return undefined;
}

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; otherwise a pair generated once and kept in
 * DATA_DIR/vapid-keys.json, so subscriptions survive a restart (a new pair would orphan every one).
 * Several API instances sharing one PostgreSQL need the variables set to the same pair.
 */
export function resolveVapidKeys(configured: Partial<VapidKeys>, dataDir: string): VapidKeys {
  if (configured.publicKey !== undefined && configured.privateKey !== undefined) return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  const file = join(dataDir, "vapid-keys.json");
  const stored = storedKeys(file);
  if (stored !== undefined) return stored;
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}

import type { NetworkInterfaceInfo } from "node:os";

export interface StartConfig {
  host: string;
  publicHost: string;
  loopback: boolean;
  ports: { api: number; storefront: number; backoffice: number };
  urls: { api: string; storefront: string; backoffice: string };
  apiEnv: { HOST: string; PORT: string; CORS_ORIGINS: string; PUBLIC_URL: string; SEED_HOURS: string; LOG_LEVEL: string };
}
export function lanAddress(interfaces?: NodeJS.Dict<NetworkInterfaceInfo[]>): string | null;
export function startConfig(env?: Record<string, string | undefined>, interfaces?: NodeJS.Dict<NetworkInterfaceInfo[]>): StartConfig;

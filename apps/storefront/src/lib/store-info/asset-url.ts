import { API_URL } from "../api-config";

/** The API answers absolute URLs; a bare path (`/images/logo.svg`) is read against the API base. */
export function assetUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^(https?:|data:|blob:)/.test(url)) return url;
  return `${API_URL.replace(/\/+$/, "")}/${url.replace(/^\/+/, "")}`;
}

import { localStorageTokenStore, type TokenStore } from "@forno/api-client";
import { create } from "zustand";

const storage = localStorageTokenStore();

interface SessionState {
  /** The bearer token kept in browser storage under `token`; null when signed out. */
  token: string | null;
}

/** Mirrors the stored token so screens re-render when it is set or removed. */
export const useSessionStore = create<SessionState>(() => ({ token: readToken() }));

function readToken(): string | null {
  try {
    return storage.get();
  } catch {
    return null;
  }
}

/**
 * The token store handed to the API client: localStorage under `token` (seed 000 section 1),
 * with every change mirrored into useSessionStore (sign-in pages call `api.tokenStore.set`).
 */
export const sessionTokenStore: TokenStore = {
  get: () => readToken(),
  set: (token) => {
    storage.set(token);
    useSessionStore.setState({ token });
  },
  remove: () => {
    storage.remove();
    useSessionStore.setState({ token: null });
  },
};

/** Re-reads the stored token (another tab signed in or out, or a test wrote storage directly). */
export function syncSessionFromStorage(): void {
  useSessionStore.setState({ token: readToken() });
}

export function useToken(): string | null {
  return useSessionStore((state) => state.token);
}

export function useSignedIn(): boolean {
  return useSessionStore((state) => state.token !== null);
}

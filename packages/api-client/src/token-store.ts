/** Where the session token lives: browser storage under the key `token` (seed 000 section 1). */
export const TOKEN_STORAGE_KEY = "token";

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  remove(): void;
}

export function localStorageTokenStore(storage: Storage = globalThis.localStorage): TokenStore {
  return {
    get: () => storage.getItem(TOKEN_STORAGE_KEY),
    set: (token) => storage.setItem(TOKEN_STORAGE_KEY, token),
    remove: () => storage.removeItem(TOKEN_STORAGE_KEY),
  };
}

export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    remove: () => {
      token = null;
    },
  };
}

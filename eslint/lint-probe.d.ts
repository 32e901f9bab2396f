/** Lints `code` as if it were the file at `path` (relative to `appSource`, e.g. "apps/storefront/src"). */
export function createLintProbe(appSource: string): (path: string, code: string) => Promise<string[]>;

import { describe, expect, it } from "vitest";
import { createLintProbe } from "../../../eslint/lint-probe.js";

// The workspace's own lint config (eslint.config.js) run on in-memory files placed in the app's
// layers: proof that an import running against the layers fails `pnpm lint` (decision 0900).
const lintAt = createLintProbe("apps/storefront/src");

describe("storefront layer rules", () => {
  it("a shared layer importing a feature fails", async () => {
    const errors = await lintAt("lib/probe.ts", 'import { CartPage } from "../features/cart/cart-page";\nexport const page = CartPage;\n');
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/lib sits below app, features/)]);
  });

  it("a store importing a component, and a component importing the app, fail", async () => {
    expect(await lintAt("stores/probe.ts", 'import { Page } from "../components/layout/page";\nexport const page = Page;\n')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/stores sits below/),
    ]);
    expect(await lintAt("components/probe.ts", 'import { App } from "../app/app";\nexport const app = App;\n')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/components sits below/),
    ]);
  });

  it("a feature importing another feature fails; its own files and the shared layers pass", async () => {
    const crossing = await lintAt("features/home/probe.ts", 'import { CartPage } from "../cart/cart-page";\nexport const page = CartPage;\n');
    expect(crossing).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*never another feature/)]);
    const allowed = [
      'import { HomePage } from "./home-page";',
      'import { useCartStore } from "../../stores/cart/cart-store";',
      'import { api } from "../../lib/api";',
      'import { Page } from "../../components/layout/page";',
      "export const used = [HomePage, useCartStore, api, Page];",
    ].join("\n");
    expect(await lintAt("features/home/probe.ts", `${allowed}\n`)).toEqual([]);
  });

  it("an import cycle fails", async () => {
    // lib/api.ts reaches the session store through api-config.ts: the store importing the api closes a cycle.
    const errors = await lintAt("lib/session/session-store.ts", 'import { api } from "../api";\nexport const client = api;\n');
    expect(errors).toEqual(['import-x/no-cycle: Dependency cycle via "./api-config:2"']);
  });

  it("reaching the staff's client fails: the storefront uses the customer's client only (decision 2802)", async () => {
    const errors = await lintAt("lib/probe.ts", 'import { createStaffApiClient } from "@forno/api-client/staff";\nexport const make = createStaffApiClient;\n');
    expect(errors).toEqual([expect.stringMatching(/^no-restricted-imports: .*customer's client only/)]);
    expect(await lintAt("lib/probe.ts", 'import { createApiClient } from "@forno/api-client";\nexport const make = createApiClient;\n')).toEqual([]);
  });

  it("a file name that is not kebab-case fails", async () => {
    expect(await lintAt("lib/CartTotals.ts", "export const total = 1;\n")).toEqual([
      "forno/kebab-case-file-names: File name 'CartTotals.ts' is not kebab-case: rename it to 'cart-totals.ts'.",
    ]);
  });
});

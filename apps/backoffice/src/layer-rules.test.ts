import { describe, expect, it } from "vitest";
import { createLintProbe } from "../../../eslint/lint-probe.js";

// The workspace's own lint config (eslint.config.js) run on in-memory files placed in the
// backoffice's layers: an import running against them fails `pnpm lint` (decision 0900).
const lintAt = createLintProbe("apps/backoffice/src");

describe("backoffice layer rules", () => {
  it("lib importing a feature fails", async () => {
    const errors = await lintAt("lib/probe.ts", 'import { OrdersPage } from "../features/orders/orders-page";\nexport const page = OrdersPage;\n');
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/lib sits below app, features/)]);
  });

  it("a screen importing another screen fails; the shared data table passes", async () => {
    const crossing = await lintAt("features/orders/probe.ts", 'import { ProductsPage } from "../products/products-page";\nexport const page = ProductsPage;\n');
    expect(crossing).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*never another feature/)]);
    expect(await lintAt("features/orders/probe.ts", 'import { DataTable } from "../data-table";\nexport const table = DataTable;\n')).toEqual([]);
  });

  it("the data table importing a screen fails", async () => {
    const errors = await lintAt("features/data-table/probe.ts", 'import { OrdersPage } from "../orders/orders-page";\nexport const page = OrdersPage;\n');
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*never another feature/)]);
  });
});

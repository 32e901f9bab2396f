import { describe, expect, it } from "vitest";
import { createLintProbe } from "../../../eslint/lint-probe.js";

// The workspace's own lint config run on in-memory files placed in the API's floors: proof that an
// import running against them fails `pnpm lint` (decisions 0910, 2804).
const lintAt = createLintProbe("apps/api/src");
const zone = /^import-x\/no-restricted-paths: /;

describe("API layer rules", () => {
  it("the database floor imports no module, and the plugins no module", async () => {
    expect(await lintAt("db/probe.ts", 'import { ORDER_NOT_FOUND } from "../modules/orders/orders.service";\nexport const text = ORDER_NOT_FOUND;\n')).toEqual([
      expect.stringMatching(/src\/db is the floor the others stand on/),
    ]);
    expect(await lintAt("plugins/probe.ts", 'import { ORDER_NOT_FOUND } from "../modules/orders/orders.service";\nexport const text = ORDER_NOT_FOUND;\n')).toEqual([
      expect.stringMatching(/src\/plugins is below the modules/),
    ]);
  });

  it("a module reaches another only through its public service", async () => {
    const inside = await lintAt("modules/orders/probe.ts", 'import { SLOT_COUNTS } from "../store-hours/slot-counts.sql";\nexport const text = SLOT_COUNTS;\n');
    expect(inside).toEqual([expect.stringMatching(/A module reaches another only through its public service/)]);
    expect(await lintAt("modules/orders/probe.ts", 'import { SLOT_LOCK_NAMESPACE } from "../store-hours/order-slots.service";\nexport const lock = SLOT_LOCK_NAMESPACE;\n')).toEqual([]);
  });

  it("services never import routes, and routes never touch the database", async () => {
    const service = await lintAt("modules/orders/probe.service.ts", 'import { ordersRoutes } from "./orders.routes";\nexport const routes = ordersRoutes;\n');
    expect(service).toEqual([expect.stringMatching(/Routes call services; nothing else in a module imports routes/)]);
    const routes = await lintAt("modules/orders/probe.routes.ts", 'import { orders } from "../../db/schema";\nexport const table = orders;\n');
    expect(routes).toEqual([expect.stringMatching(/Routes call services, which read and write the database/)]);
    expect(service.concat(routes).every((line) => zone.test(line))).toBe(true);
  });

  it("a cycle through a type-only import fails like any other", async () => {
    // event-bus.ts imports event-queries.ts: event-queries taking a type back closes a cycle.
    const errors = await lintAt("events/event-queries.ts", 'import type { EventBus } from "./event-bus";\nexport type Bus = EventBus;\n');
    expect(errors).toEqual([expect.stringMatching(/^forno\/no-type-import-cycle: Dependency cycle through a type-only import/)]);
  });
});

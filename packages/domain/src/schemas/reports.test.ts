import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseOk } from "../../test-support/issues";
import { reportPeriodQuerySchema, reportSummarySchema } from "./reports";

describe("report period and summary", () => {
  it("takes a period of local days, inclusive", () => {
    expect(parseOk(reportPeriodQuerySchema, { from: "2026-11-01", to: "2026-11-01" })).toEqual({ from: "2026-11-01", to: "2026-11-01" });
  });

  it("documents what the dates and figures mean", () => {
    const query = z.toJSONSchema(reportPeriodQuerySchema, { io: "input" }) as { properties: Record<string, { description?: string }> };
    expect(query.properties.from?.description).toBe("Primeiro dia (data local da loja, AAAA-MM-DD)");
    expect(query.properties.to?.description).toBe("Último dia, inclusive");
    const summary = z.toJSONSchema(reportSummarySchema, { io: "output" }) as { properties: Record<string, { description?: string }> };
    expect(summary.properties.revenue?.description).toBe("Reais, duas casas decimais");
    expect(summary.properties.prep_minutes_median?.description).toBe("Mediana em minutos, uma casa decimal; null quando não há pedidos");
  });
});

import { type DriverReportRow } from "@forno/domain/schemas";
import { reaisToCentavos } from "@forno/domain/pricing";

export interface ClosingTotals {
  deliveries: number;
  /** Whole centavos, summed without floating-point drift. */
  feesCentavos: number;
  cashCentavos: number;
}

/** The night's totals across drivers: the Fechamento's last line. */
export function closingTotals(rows: readonly DriverReportRow[]): ClosingTotals {
  return rows.reduce(
    (sum, row) => ({
      deliveries: sum.deliveries + row.deliveries,
      feesCentavos: sum.feesCentavos + reaisToCentavos(row.delivery_fees),
      cashCentavos: sum.cashCentavos + reaisToCentavos(row.cash_to_collect),
    }),
    { deliveries: 0, feesCentavos: 0, cashCentavos: 0 },
  );
}

import { errorMessage } from "@forno/api-client";
import { type ReportPeriod } from "@forno/domain/reports";
import { Button } from "@forno/ui/button";
import { showToast } from "@forno/ui/toast-store";
import { useState } from "react";
import { useApi } from "../../lib/api-context";

/** "Exportar CSV": GET /reports/orders.csv, saved as pedidos-<from>-a-<to>.csv. */
export function ExportCsvButton({ period }: { period: ReportPeriod }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await api.reports.ordersCsv(period);
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `pedidos-${period.from}-a-${period.to}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      showToast({ text: errorMessage(error), type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void download()}>
      Exportar CSV
    </Button>
  );
}

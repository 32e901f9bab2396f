import { Skeleton } from "@forno/ui/skeleton";
import { type ComponentProps, lazy, Suspense } from "react";

// visx and the drawings load only when a chart is shown, in a chunk of their own (decision 1804).
const loadCharts = () => import("./charts/report-charts");
const BarChartChunk = lazy(() => loadCharts().then(({ BarChart }) => ({ default: BarChart })));
const HeatmapChunk = lazy(() => loadCharts().then(({ Heatmap }) => ({ default: Heatmap })));

export function LazyBarChart(props: ComponentProps<typeof BarChartChunk>) {
  return (
    <Suspense fallback={<Skeleton lines={5} />}>
      <BarChartChunk {...props} />
    </Suspense>
  );
}

export function LazyHeatmap(props: ComponentProps<typeof HeatmapChunk>) {
  return (
    <Suspense fallback={<Skeleton lines={5} />}>
      <HeatmapChunk {...props} />
    </Suspense>
  );
}

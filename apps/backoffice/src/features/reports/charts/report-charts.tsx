/** The chart code, one lazily loaded chunk for the dashboard and the reports (outside the first-load budget). */
export { BarChart } from "./bar-chart";
export { Heatmap } from "./heatmap";

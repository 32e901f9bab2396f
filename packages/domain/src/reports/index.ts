export { MAX_REPORT_DAYS, REPORT_MESSAGES, REPORT_PRESETS, presetPeriod, reportPeriodProblem } from "./report-period";
export type { ReportPeriod, ReportPreset } from "./report-period";
export { compareFigures } from "./compare";
export type { Comparison } from "./compare";
export { CSV_SEPARATOR, csvCell, csvText, decimalComma } from "./csv-text";

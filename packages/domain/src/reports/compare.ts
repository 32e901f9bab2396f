/** A figure of today against the same weekday of last week (the dashboard's cards). */
export interface Comparison {
  current: number;
  previous: number;
  /** current - previous. */
  difference: number;
  /** The change as a fraction of the previous figure; null when the previous one is 0. */
  change: number | null;
}

export function compareFigures(current: number, previous: number): Comparison {
  const difference = Math.round((current - previous) * 100) / 100;
  return { current, previous, difference, change: previous === 0 ? null : difference / previous };
}

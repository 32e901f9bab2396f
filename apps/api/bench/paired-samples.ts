// Timings against a reference taken in the same run, sample by sample (decision 3005): each
// sample of the subject follows one of its reference, so a burst of other work on the machine falls
// on both. Each is timed twice: its wall time (as information) and the CPU time this process spent
// on it (user + system; PGlite runs in the process), which other processes hardly move. A budget
// is the ratio of the p95 CPU times.
import { performance } from "node:perf_hooks";
import { type BenchRow, percentile } from "./report";

export interface Timing {
  wallMs: number;
  cpuMs: number;
}

export async function timed<T>(work: () => Promise<T>): Promise<{ timing: Timing; result: T }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await work();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { timing: { wallMs, cpuMs: (used.user + used.system) / 1000 }, result };
}

export interface Paired<T> {
  subject: Timing[];
  reference: Timing[];
  /** The subject's last result. */
  last: T;
}

/** `warmUp` unmeasured pairs, then `samples` pairs: the reference, then the subject. */
export async function paired<T>(samples: number, warmUp: number, reference: () => Promise<unknown>, subject: () => Promise<T>): Promise<Paired<T>> {
  const out: Paired<T> = { subject: [], reference: [], last: undefined as T };
  for (let i = 0; i < warmUp + samples; i++) {
    const ref = await timed(reference);
    const sub = await timed(subject);
    out.last = sub.result;
    if (i < warmUp) continue;
    out.reference.push(ref.timing);
    out.subject.push(sub.timing);
  }
  return out;
}

const p = (timings: Timing[], key: keyof Timing, at: number) =>
  percentile(
    timings.map((timing) => timing[key]).sort((a, b) => a - b),
    at,
  );

/**
 * One row: the p95 CPU ratio against `maxRatio`, the times beside it. `reference` (default: the
 * pairs' own) may pool the reference samples of several rows: a small reference's p95 is steadier
 * over hundreds of samples than over thirty.
 */
export function ratioRow<T>(benchmark: string, measured: Paired<T>, maxRatio: number, referenceName: string, detail = "", reference: Timing[] = measured.reference): BenchRow {
  const subjectCpu = p(measured.subject, "cpuMs", 95);
  const referenceCpu = Math.max(0.01, p(reference, "cpuMs", 95));
  const ratio = subjectCpu / referenceCpu;
  return {
    benchmark,
    figure:
      `p95 CPU ${ratio.toFixed(1)}x ${referenceName} (${subjectCpu.toFixed(1)} vs ${referenceCpu.toFixed(1)} ms); ` +
      `wall p50 ${p(measured.subject, "wallMs", 50).toFixed(1)} ms, p95 ${p(measured.subject, "wallMs", 95).toFixed(1)} ms${detail}`,
    budget: `p95 CPU <= ${maxRatio}x ${referenceName}`,
    pass: ratio <= maxRatio,
  };
}

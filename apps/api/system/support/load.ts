import { type ApiAnswer, type CallOptions, call } from "./http";

/** What became of one request sent while the process may be killed. */
export type Outcome = { kind: "answered"; answer: ApiAnswer } | { kind: "lost"; error: string } | { kind: "unsent" };

/**
 * Sends requests until `halt()`: from then on nothing new is sent ("unsent"), and a request whose
 * answer never comes back (the process died under it) is "lost". Any answer, even an error status,
 * is "answered": the caller checks it. Counts what was in flight when the halt came.
 */
export class HaltableClient {
  private halted = false;
  private inFlight = 0;
  /** Requests that had been sent and not answered at the moment of the halt. */
  inFlightAtHalt = 0;

  constructor(private readonly baseUrl: string) {}

  get isHalted(): boolean {
    return this.halted;
  }

  halt(): void {
    if (this.halted) return;
    this.halted = true;
    this.inFlightAtHalt = this.inFlight;
  }

  async send(method: string, path: string, options: CallOptions): Promise<Outcome> {
    if (this.halted) return { kind: "unsent" };
    this.inFlight += 1;
    try {
      return { kind: "answered", answer: await call(this.baseUrl, method, path, options) };
    } catch (error) {
      return { kind: "lost", error: error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}` : String(error) };
    } finally {
      this.inFlight -= 1;
    }
  }
}

/** Runs `tasks` with at most `workers` at a time, in order. */
export async function runPool(tasks: ReadonlyArray<() => Promise<void>>, workers: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next]!;
      next += 1;
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, tasks.length) }, worker));
}

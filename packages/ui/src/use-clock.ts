import { useEffect, useState } from "react";

/** Milliseconds since the epoch, refreshed every `intervalMs` while `running`; frozen otherwise. */
export function useClock(running: boolean, intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [running, intervalMs]);
  return now;
}

import { useEffect, useState } from "react";
import { afterFirstScreen } from "./after-first-screen";

/**
 * False until the first screen has settled (`afterFirstScreen`), then true; true at once when
 * `already` (what waits is in the cache from an earlier visit, nothing would compete with the screen).
 */
export function useAfterFirstScreen(already = false): boolean {
  const [settled, setSettled] = useState(already);
  useEffect(() => (settled ? undefined : afterFirstScreen(() => setSettled(true))), [settled]);
  return settled;
}

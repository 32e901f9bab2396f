/** No request body of this API nests deeper than a handful of levels (an order's cart, the deepest, about 6). */
export const MAX_BODY_DEPTH = 32;

export const BODY_TOO_DEEP = "O corpo da requisição tem níveis de aninhamento demais.";

/** Whether a parsed JSON value nests objects and arrays deeper than `max` (iterative: safe at any depth). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, depth } = next;
    if (node === null || typeof node !== "object") continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) pending.push({ node: child, depth: depth + 1 });
  }
  return false;
}

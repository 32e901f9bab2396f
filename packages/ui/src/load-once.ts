/**
 * `load` (a chunk's import) run once: later calls get the same promise, already settled once the
 * chunk is in. A lazy component built on it then renders without showing its loading screen when
 * the chunk was preloaded (decision 3712); `import()` itself answers an evaluated module a task later.
 * A failed load is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

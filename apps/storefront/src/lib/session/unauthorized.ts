type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * The API client calls notifyUnauthorized after a 401 removed the token (seed 000 section 8); the
 * root layout listens and sends the browser to /sign-in. A tiny event hub keeps src/app/api.ts free
 * of the router.
 */
export function notifyUnauthorized(): void {
  for (const listener of listeners) listener();
}

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

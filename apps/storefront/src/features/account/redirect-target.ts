/**
 * Where a sign-in or sign-up goes afterwards: `state.redirectTo` (the cart sends "/cart"), else "/"
 * (seed 001 section 2.2). Only paths inside the app are followed.
 */
export function redirectTarget(state: unknown): string {
  const to = state && typeof state === "object" ? (state as { redirectTo?: unknown }).redirectTo : undefined;
  return typeof to === "string" && to.startsWith("/") && !to.startsWith("//") ? to : "/";
}

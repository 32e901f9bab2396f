import { Suspense } from "react";
import { Outlet } from "react-router";
import { RouteError } from "./route-error";
import { RouteErrorBoundary } from "@forno/ui/route-error-boundary";

/**
 * For /web, the desktop wrapper: the app runs inside its frame with its own session upkeep, so the
 * wrapper page needs none of the root layout's (no 401 redirect, no address selection, no toasts).
 */
export function BareLayout() {
  return (
    <RouteErrorBoundary resetKey="web" fallback={<RouteError />}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

import { RouteErrorBoundary } from "@forno/ui/route-error-boundary";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { Outlet, type RouteObject, useLocation } from "react-router";

type LazyScreen = () => Promise<{ Component?: ComponentType | null }>;

/** A route's error fallback, reset when the path changes. */
function ErrorScope({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={fallback}>
      {children}
    </RouteErrorBoundary>
  );
}

/** A screen's chunk as a lazy component (created once per route, when the table is read). */
function lazyScreen(load: LazyScreen): ComponentType {
  return lazy(async () => {
    const { Component } = await load();
    if (!Component) throw new Error("a lazy route must give its Component");
    return { default: Component };
  });
}

/**
 * The route table of routes.tsx, written as the data router reads it (`lazy`, `errorElement`,
 * `hydrateFallbackElement`), for the declarative router: `lazy` becomes a lazy component,
 * `errorElement` an error boundary around the route (its children's errors included), and
 * `hydrateFallbackElement` the Suspense fallback for what loads below it. The declarative router is
 * half the data router's size in every first load (decision 3003); navigations run in a transition,
 * so a screen still loading never replaces the one on view.
 */
export function toElementRoutes(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, errorElement, hydrateFallbackElement, children, element, Component, ...rest } = route;
    const Screen = typeof load === "function" ? lazyScreen(load as LazyScreen) : Component;
    let content: ReactNode = element ?? (Screen ? <Screen /> : <Outlet />);
    if (hydrateFallbackElement) content = <Suspense fallback={hydrateFallbackElement}>{content}</Suspense>;
    if (errorElement) content = <ErrorScope fallback={errorElement}>{content}</ErrorScope>;
    return { ...rest, element: content, ...(children ? { children: toElementRoutes(children) } : {}) } as RouteObject;
  });
}

import { loadOnce } from "@forno/ui/load-once";
import { RouteErrorBoundary } from "@forno/ui/route-error-boundary";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { Outlet, type RouteObject, matchRoutes, useLocation } from "react-router";

type LazyScreen = () => Promise<{ Component?: ComponentType | null }>;

/** What `toElementRoutes` keeps on a lazy route's `handle`: starts its chunk's download. */
interface ScreenHandle {
  preload: () => Promise<unknown>;
}

/** A route's error fallback, reset when the path changes. */
function ErrorScope({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={fallback}>
      {children}
    </RouteErrorBoundary>
  );
}

/** A screen's chunk as a lazy component and its preload, sharing one download (created once per route). */
function lazyScreen(load: LazyScreen): { Screen: ComponentType; preload: () => Promise<unknown> } {
  const preload = loadOnce(load);
  const Screen = lazy(async () => {
    const { Component } = await preload();
    if (!Component) throw new Error("a lazy route must give its Component");
    return { default: Component };
  });
  return { Screen, preload };
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
    const screen = typeof load === "function" ? lazyScreen(load as LazyScreen) : undefined;
    const Screen = screen?.Screen ?? Component;
    let content: ReactNode = element ?? (Screen ? <Screen /> : <Outlet />);
    if (hydrateFallbackElement) content = <Suspense fallback={hydrateFallbackElement}>{content}</Suspense>;
    if (errorElement) content = <ErrorScope fallback={errorElement}>{content}</ErrorScope>;
    return {
      ...rest,
      element: content,
      ...(screen ? { handle: { preload: screen.preload } satisfies ScreenHandle } : {}),
      ...(children ? { children: toElementRoutes(children) } : {}),
    } as RouteObject;
  });
}

/**
 * Starts the download of every lazy screen on the path at once. A lazy layout's children only render
 * (and so only ask for their chunk) once the layout's own chunk is in: without this, opening a table
 * by its address waits for two downloads one after the other (decision 3710). Resolves when every
 * one is in (or failed: the lazy component asks again when it renders, and its error boundary
 * shows the failure); awaited before the first render, no screen on the path shows the loading
 * screen, which React keeps up for 300 ms once shown (decision 3712).
 */
export async function preloadScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const preloads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => (route.handle as ScreenHandle | undefined)?.preload().catch(() => undefined));
  await Promise.all(preloads);
}

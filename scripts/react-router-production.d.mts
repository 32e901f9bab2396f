import type { Alias } from "vite";

export function reactRouterProduction(command: "build" | "serve", appRoot: string): Alias[];

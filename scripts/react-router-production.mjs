// React Router 7's package.json sends every bundler to its development build (dist/development),
// whose dev-only warnings then ship to production (remix-run/react-router#14102, open). The
// package also carries the production build (dist/production): the apps' `vite build` resolves
// `react-router` to it. The dev server and the tests keep the development build and its warnings.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";

/** Vite `resolve.alias` entries for `command` ("build" or "serve"), resolving react-router from `appRoot`. */
export function reactRouterProduction(command, appRoot) {
  if (command !== "build") return [];
  const development = createRequire(resolve(appRoot, "package.json")).resolve("react-router");
  const production = join(dirname(development), "..", "production", "index.mjs");
  if (!existsSync(production)) throw new Error(`react-router has no production build at ${production}: remove scripts/react-router-production.mjs if the package now exports it`);
  return [{ find: /^react-router$/, replacement: production }];
}

// The import boundary zones of both apps (docs/decisions/0900), for import-x/no-restricted-paths.
// A zone forbids files under `target` to import files under `from` (except the `except` paths,
// relative to `from`). Feature folders are read from disk, so a new screen is covered as it lands.
import { readdirSync } from "node:fs";
import { join } from "node:path";

function featureNames(root, app) {
  return readdirSync(join(root, app, "src/features"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** A feature imports its own files (and the shared features listed), never another feature. */
function featureIsolation(root, app, shared) {
  const features = `${app}/src/features`;
  return featureNames(root, app).map((name) => ({
    target: `${features}/${name}`,
    from: features,
    except: [`./${name}`, ...(shared.includes(name) ? [] : shared.map((other) => `./${other}`))],
    message: `A feature imports shared layers and its own files, never another feature: move what both need down (${app}/README.md).`,
  }));
}

/** Files under `${app}/src/${layer}` never import from the layers above it. */
function below(app, layer, from) {
  const src = `${app}/src`;
  return {
    target: `${src}/${layer}`,
    from: from.map((upper) => `${src}/${upper}`),
    message: `${src}/${layer} sits below ${from.join(", ")}: it never imports them (${app}/README.md).`,
  };
}

function storefrontZones(root) {
  const app = "apps/storefront";
  return [
    below(app, "lib", ["app", "features", "components", "stores"]),
    below(app, "stores", ["app", "features", "components"]),
    below(app, "components", ["app", "features"]),
    below(app, "features", ["app"]),
    ...featureIsolation(root, app, []),
  ];
}

function backofficeZones(root) {
  const app = "apps/backoffice";
  // features/data-table is the one shared piece among the backoffice's features: every table screen
  // builds on it, and it imports no screen.
  return [
    below(app, "lib", ["app", "features", "components"]),
    below(app, "components", ["app", "features"]),
    below(app, "features", ["app"]),
    ...featureIsolation(root, app, ["data-table"]),
  ];
}

/**
 * The api-client's customer side (every folder and file of src/ but staff/) never imports the
 * staff's calls, so the storefront's graph cannot reach them (decision 2802). The mock server
 * (packages/api-client/msw, test code outside src/) answers both clients.
 */
function apiClientZones(root) {
  const src = "packages/api-client/src";
  return readdirSync(join(root, src), { withFileTypes: true })
    .filter((entry) => entry.name !== "staff")
    .map((entry) => ({
      target: `${src}/${entry.name}`,
      from: `${src}/staff`,
      message: "The customer's client and what both apps share never import src/staff/: staff calls build on them, not the reverse (decision 2802).",
    }));
}

/**
 * The API's floors (decisions 0910, 2804): server.ts > app.ts > modules > context.ts and plugins >
 * events, push, payments, fiscal, sms, lib > db > env, paths, security. A module reaches another only
 * through its public service (`*.service.ts`); inside a module, routes call services and services
 * never import routes; routes never touch the database themselves.
 */
function apiZones(root) {
  const src = "apps/api/src";
  const modules = readdirSync(join(root, src, "modules"), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  // Production files only: a test beside its code may start the whole app.
  const code = (path) => (path.endsWith(".ts") ? `${src}/${path}` : `${src}/${path}/**/!(*.test).ts`);
  const floor = (target, from, why) => ({ target: code(target), from: from.map((upper) => `${src}/${upper}`), message: `${src}/${target} ${why} (decision 2804).` });
  const aboveServices = ["server.ts", "app.ts", "modules", "backup"];
  return [
    floor("modules", ["server.ts", "app.ts", "backup"], "is below the app: the app registers the modules"),
    floor("context.ts", aboveServices, "is below the modules: they read it, it never reads them"),
    floor("plugins", [...aboveServices, "context.ts"], "is below the modules: they use the plugins, never the reverse"),
    ...["events", "push", "payments", "fiscal", "sms", "lib"].map((layer) => floor(layer, [...aboveServices, "context.ts", "plugins"], "is below the modules, the context and the plugins")),
    floor("db", [...aboveServices, "context.ts", "plugins", "events", "push", "payments", "fiscal", "sms", "lib"], "is the floor the others stand on: it imports none of them"),
    ...modules.map((name) => ({
      target: code(`modules/${name}`),
      from: `${root}/${src}/modules/*/**`,
      except: [`${root}/${src}/modules/${name}/**`, `${root}/${src}/modules/*/*.service.ts`],
      message: `A module reaches another only through its public service (*.service.ts) (decision 2804).`,
    })),
    { target: `${src}/modules/*/**/!(*.routes|*.test).ts`, from: `${root}/${src}/modules/**/*.routes.ts`, message: "Routes call services; nothing else in a module imports routes (decision 2804)." },
    { target: `${src}/modules/**/*.routes.ts`, from: `${src}/db`, message: "Routes call services, which read and write the database (decision 2804)." },
  ];
}

export function layerZones(root) {
  return [...storefrontZones(root), ...backofficeZones(root), ...apiClientZones(root), ...apiZones(root)];
}

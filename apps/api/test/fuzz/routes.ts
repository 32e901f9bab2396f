import type { FastifyInstance } from "fastify";

/** The part of JSON Schema that the OpenAPI document uses for parameters and bodies. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
}

interface OpenApiParameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One route as the fuzzer sees it: the router's path plus what the OpenAPI document says of it. */
export interface FuzzRoute {
  method: string;
  /** The router's form: /orders/:id, /images/* */
  path: string;
  /** Path parameter names in order ("*" for a wildcard). */
  params: string[];
  paramSchemas: Record<string, JsonSchema>;
  /** Known query parameters (documented routes). */
  query: Record<string, JsonSchema>;
  /** The JSON body's schema, when the route documents one. */
  body?: JsonSchema;
  /** Takes a multipart/form-data upload. */
  multipart: boolean;
  /** Answers with a text/event-stream that stays open. */
  stream: boolean;
  documented: boolean;
  tags: string[];
}

const TREE_LINE = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every method and path the router knows, read from its printed radix tree: a node's full path is
 * its ancestors' labels joined. HEAD routes are GET's twins (Fastify adds them) and are left out.
 */
function routerRoutes(app: FastifyInstance): Array<{ method: string; path: string }> {
  const stack: string[] = [];
  const found: Array<{ method: string; path: string }> = [];
  for (const line of app.printRoutes().split("\n")) {
    const match = TREE_LINE.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? "").length / 4;
    const label = match[2] === "(empty root node)" ? "" : (match[2] ?? "");
    stack.length = depth;
    stack.push(label);
    for (const method of match[3]?.split(", ") ?? []) {
      if (method !== "HEAD") found.push({ method, path: stack.join("") });
    }
  }
  return found;
}

const routerPath = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ":$1");

/**
 * The routes to fuzz, taken from the app itself: the router's list (so routes outside the OpenAPI
 * document, such as static files and the docs, are fuzzed too) joined with the OpenAPI document for
 * the schemas of parameters and bodies. A documented operation the router does not know is an error.
 */
export async function discoverRoutes(app: FastifyInstance): Promise<FuzzRoute[]> {
  const response = await app.inject({ method: "GET", url: "/docs/json" });
  if (response.statusCode !== 200) throw new Error(`GET /docs/json answered ${response.statusCode}`);
  const document = response.json<OpenApiDocument>();
  const operations = new Map<string, OpenApiOperation>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) operations.set(`${method.toUpperCase()} ${routerPath(path)}`, operation);
  }

  const routes = routerRoutes(app).map(({ method, path }): FuzzRoute => {
    const operation = operations.get(`${method} ${path}`);
    const params = path
      .split("/")
      .filter((segment) => segment.startsWith(":") || segment === "*")
      .map((segment) => (segment === "*" ? "*" : segment.slice(1)));
    const paramSchemas: Record<string, JsonSchema> = {};
    const query: Record<string, JsonSchema> = {};
    for (const parameter of operation?.parameters ?? []) {
      if (parameter.in === "path") paramSchemas[parameter.name] = parameter.schema ?? {};
      if (parameter.in === "query") query[parameter.name] = parameter.schema ?? {};
    }
    const text = JSON.stringify(operation ?? {});
    return {
      method,
      path,
      params,
      paramSchemas,
      query,
      ...(operation?.requestBody?.content?.["application/json"]?.schema === undefined ? {} : { body: operation.requestBody.content["application/json"].schema }),
      multipart: operation?.requestBody?.content?.["multipart/form-data"] !== undefined,
      stream: text.includes("text/event-stream"),
      documented: operation !== undefined,
      tags: operation?.tags ?? [],
    };
  });

  const known = new Set(routes.map((route) => `${route.method} ${route.path}`));
  const unrouted = [...operations.keys()].filter((key) => !known.has(key));
  if (unrouted.length > 0) throw new Error(`documented but not found in the router: ${unrouted.join(", ")}`);
  return routes;
}

/** Fills a route's parameters: `/orders/:id` with { id: "7" } gives `/orders/7` (values already encoded). */
export function fillPath(route: FuzzRoute, values: Record<string, string>): string {
  return route.path
    .split("/")
    .map((segment) => {
      if (segment === "*") return values["*"] ?? "";
      if (segment.startsWith(":")) return values[segment.slice(1)] ?? "";
      return segment;
    })
    .join("/");
}

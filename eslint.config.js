// One lint config for the whole workspace. Packages run `eslint .` and ESLint finds this file.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { kebabCaseFileNames } from "./eslint/kebab-case-file-names.js";
import { layerZones } from "./eslint/layer-zones.js";
import { noTypeImportCycle } from "./eslint/no-type-import-cycle.js";

const resolverOptions = { project: ["apps/*/tsconfig.json", "packages/*/tsconfig.json", "e2e/tsconfig.json"], noWarnOnMultipleProjects: true };
/** The workspace's own rules, one plugin object for every block that uses them. */
const forno = { rules: { "kebab-case-file-names": kebabCaseFileNames, "no-type-import-cycle": noTypeImportCycle(resolverOptions) } };

const apiClientOnly = { name: "ky", message: "Apps call the API through @forno/api-client." };
const httpOnly = { group: ["@forno/api", "@forno/api/*"], message: "Apps talk to the API over HTTP only." };
const staffClient = { group: ["@forno/api-client/staff", "@forno/api-client/src/staff/*"], message: "The storefront uses the customer's client only: staff calls live in @forno/api-client/staff (decision 2802)." };

const appImports = {
  group: ["@forno/storefront", "@forno/storefront/*", "@forno/backoffice", "@forno/backoffice/*", "@forno/api", "@forno/api/*", "**/apps/**"],
  message: "Packages never import apps.",
};

export default tseslint.config(
  {
    ignores: ["**/dist/**", "**/node_modules/**", "**/.turbo/**", "**/coverage/**", "**/.data/**", "**/test-results/**", "**/playwright-report/**", "**/drizzle/**", "**/.stryker/**", "**/.stryker-tmp/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["**/*.tsx", "apps/storefront/**/*.ts", "apps/backoffice/**/*.ts", "packages/ui/**/*.ts"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls (a wide table's frame on a phone) must take the focus so a keyboard
      // can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"], tags: [] }],
    },
  },
  {
    files: ["packages/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [appImports] }] },
  },
  {
    files: ["packages/domain/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            appImports,
            { group: ["react", "react-*", "react/*", "@tanstack/*", "zustand"], message: "@forno/domain imports no React." },
            { group: ["ky", "axios", "undici", "node:http", "node:https", "msw", "msw/*"], message: "@forno/domain imports no HTTP client." },
            { group: ["drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*"], message: "@forno/domain imports no database." },
            { group: ["@forno/*"], message: "@forno/domain depends on nothing in the workspace." },
          ],
        },
      ],
      "no-restricted-globals": ["error", { name: "fetch", message: "@forno/domain does no I/O." }],
    },
  },
  {
    files: ["apps/storefront/**", "apps/backoffice/**"],
    rules: {
      "no-restricted-imports": ["error", { paths: [apiClientOnly], patterns: [httpOnly] }],
      "no-restricted-globals": ["error", { name: "fetch", message: "Apps call the API through @forno/api-client." }],
    },
  },
  {
    // The storefront's graph never reaches the staff's calls (decision 2802).
    files: ["apps/storefront/**"],
    rules: { "no-restricted-imports": ["error", { paths: [apiClientOnly], patterns: [httpOnly, staffClient] }] },
  },
  {
    // The storefront's service worker fetches the app's own files (never the API) for its caches.
    files: ["apps/storefront/service-worker/**"],
    languageOptions: { globals: globals.serviceworker },
    rules: { "no-restricted-globals": "off" },
  },
  {
    // Imports flow one way, down (docs/decisions/0900): the layer zones of both apps, no cycles anywhere.
    files: ["apps/**/*.{ts,tsx}", "packages/**/*.{ts,tsx}", "e2e/**/*.ts"],
    settings: {
      // import-x reads the imported files to follow cycles: it must know TypeScript files and their parser.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver(resolverOptions)],
    },
    plugins: { "import-x": importX, forno },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones(import.meta.dirname) }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // import-x leaves type-only imports out of its cycles; this counts them (issue 28).
      "forno/no-type-import-cycle": "error",
    },
  },
  {
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
    plugins: { forno },
    rules: { "forno/kebab-case-file-names": "error" },
  },
  {
    files: ["**/scripts/**", "**/bench/**", "**/*.config.*", "e2e/**", "**/build.mjs"],
    rules: { "no-console": "off" },
  },
);

// For the apps' layer-rule tests: lints an in-memory file placed at a path of an app with the
// workspace's own eslint.config.js, and returns "rule: message" lines.
import { resolve } from "node:path";
import { ESLint } from "eslint";

const root = resolve(import.meta.dirname, "..");

export function createLintProbe(appSource) {
  const eslint = new ESLint({ cwd: root });
  return async function lintAt(path, code) {
    const [result] = await eslint.lintText(code, { filePath: resolve(root, appSource, path) });
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
  };
}

// A tiny local rule: a file's name, up to its first dot, is kebab-case ("cart-store.ts",
// "route-preloads.test.ts", "vite-env.d.ts"), so names read the same across the workspace.
import { basename } from "node:path";

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const kebabCaseFileNames = {
  meta: {
    type: "suggestion",
    docs: { description: "File names in kebab-case" },
    schema: [],
    messages: { notKebab: "File name '{{name}}' is not kebab-case: rename it to '{{suggestion}}'." },
  },
  create(context) {
    const name = basename(context.filename);
    const stem = name.split(".")[0] ?? "";
    if (context.filename.startsWith("<") || KEBAB.test(stem)) return {};
    const suggestion = stem
      .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
      .replace(/[\s_]+/g, "-")
      .toLowerCase();
    return {
      Program(node) {
        context.report({ node, messageId: "notKebab", data: { name, suggestion: name.replace(stem, suggestion) } });
      },
    };
  },
};

// A local rule beside import-x/no-cycle: import-x leaves out type-only imports when it looks for
// cycles, so two files that import each other's types (or a type one way and a value the other)
// pass it. This rule counts every static import and re-export, types included, and reports the
// cycles that exist only through a type-only import (import-x reports the others). Issue 28.
import { readFileSync } from "node:fs";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/** Static imports and re-exports of a file's text: `{ source, typeOnly }`. Comments are not code. */
const IMPORT = /(?:^|\n)[ \t]*(import|export)\s+(type\s+)?([\s\S]*?)\bfrom\s*["']([^"']+)["']|(?:^|\n)[ \t]*import\s*["']([^"']+)["']/g;

function importsOfText(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  const found = [];
  for (const match of code.matchAll(IMPORT)) {
    if (match[5] !== undefined) {
      found.push({ source: match[5], typeOnly: false });
      continue;
    }
    const [, , typeKeyword, clause, source] = match;
    const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
    const specifiers = braces ? braces[1].split(",").map((part) => part.trim()).filter(Boolean) : [];
    const typeOnly = typeKeyword !== undefined || (specifiers.length > 0 && specifiers.every((part) => part.startsWith("type ")));
    found.push({ source, typeOnly });
  }
  return found;
}

/** The same, from the linted file's own syntax tree (it may not be on disk: the lint probe's files). */
function importsOfProgram(program) {
  const found = [];
  for (const node of program.body) {
    if (node.type === "ImportDeclaration") {
      const typeOnly = node.importKind === "type" || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type"));
      found.push({ source: node.source.value, typeOnly });
    } else if ((node.type === "ExportNamedDeclaration" || node.type === "ExportAllDeclaration") && node.source) {
      const typeOnly = node.exportKind === "type" || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.exportKind === "type"));
      found.push({ source: node.source.value, typeOnly });
    }
  }
  return found;
}

export function noTypeImportCycle(resolverOptions) {
  const resolver = createTypeScriptImportResolver(resolverOptions);
  const edgesOf = new Map();
  const resolveFrom = (source, file) => {
    const result = resolver.resolve(source, file);
    return result.found && result.path && !result.path.includes("/node_modules/") && /\.(ts|tsx|js|mjs)$/.test(result.path) ? result.path : null;
  };
  const edges = (file, imports) => {
    const list = [];
    for (const { source, typeOnly } of imports) {
      const path = resolveFrom(source, file);
      if (path !== null) list.push({ path, typeOnly });
    }
    return list;
  };
  const edgesFromDisk = (file) => {
    if (!edgesOf.has(file)) {
      let text = "";
      try {
        text = readFileSync(file, "utf8");
      } catch {
        text = "";
      }
      edgesOf.set(file, edges(file, importsOfText(text)));
    }
    return edgesOf.get(file);
  };
  /** Whether `target` is reached from the starting edges, following value imports only or every import. */
  const reaches = (target, start, withTypes) => {
    const seen = new Set();
    const queue = start.filter((edge) => withTypes || !edge.typeOnly).map((edge) => edge.path);
    while (queue.length > 0) {
      const path = queue.shift();
      if (path === target) return true;
      if (seen.has(path)) continue;
      seen.add(path);
      for (const edge of edgesFromDisk(path)) if (withTypes || !edge.typeOnly) queue.push(edge.path);
    }
    return false;
  };

  return {
    meta: {
      type: "problem",
      docs: { description: "No import cycle, type-only imports included" },
      schema: [],
      messages: { cycle: "Dependency cycle through a type-only import: {{source}} leads back to this file. Move the shared type down (issue 28)." },
    },
    create(context) {
      const file = context.physicalFilename;
      if (file.startsWith("<")) return {};
      return {
        Program(program) {
          const own = importsOfProgram(program);
          for (const { source, typeOnly } of own) {
            const path = resolveFrom(source, file);
            if (path === null || path === file) continue;
            const start = [{ path, typeOnly }];
            // A cycle of value imports only is import-x/no-cycle's to report.
            if (!typeOnly && reaches(file, start, false)) continue;
            if (reaches(file, start, true)) {
              const node = program.body.find((statement) => statement.source?.value === source) ?? program;
              context.report({ node, messageId: "cycle", data: { source } });
            }
          }
        },
      };
    },
  };
}

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The mock server answers only what the API or the domain really says (issue 28): component tests
 * against answers the real API never gives prove nothing. Every text the mock can put in an answer's
 * `message` must be found, letter for letter, in the API's or the domain's source (tests excluded).
 */

const root = join(import.meta.dirname, "../../..");
const mswDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const serverSource = [...sourceFiles(join(root, "apps/api/src")), ...sourceFiles(join(root, "packages/domain/src"))].map((file) => readFileSync(file, "utf8")).join("\n");

/** The literal texts of an expression that ends up as a message: its strings, both sides of `??`, `||` and `? :`. */
function literalTexts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  // A template's fixed parts: each must be the server's (the values come from elsewhere).
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].map((part) => part.trim()).filter((part) => part.length >= 8);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) return [...literalTexts(node.left), ...literalTexts(node.right)];
  if (ts.isArrowFunction(node)) return literalTexts(node.body);
  if (ts.isObjectLiteralExpression(node)) return node.properties.flatMap((property) => (ts.isPropertyAssignment(property) ? literalTexts(property.initializer) : []));
  return [];
}

const MESSAGE_NAMES = /^(message|error)$/;
const MESSAGE_CONSTANTS = /MESSAGES?$/;
/** The before-stop hook's own pattern, over every quote style: a sentence of 13 characters or more ending with a full stop. */
const SENTENCE = /["'`]([A-ZÁÉÍÓÚÂÊÔÃÕÇ][^"'`\n]{12,}\.)["'`]/g;

interface Source {
  file: string;
  text: string;
}

/** Every text these sources may answer as a message, with where it is written. */
function mockMessages(sources: readonly Source[]): Array<{ text: string; where: string }> {
  const found: Array<{ text: string; where: string }> = [];
  for (const { file, text } of sources) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const add = (node: ts.Node, texts: string[]) => {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      for (const message of texts) found.push({ text: message, where: `${relative(root, file)}:${line}` });
    };
    const visit = (node: ts.Node) => {
      // error(401, "..."): every argument of a call named error.
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "error") for (const argument of node.arguments) add(argument, literalTexts(argument));
      // { message: "..." } and { error: "..." } in an answer or a helper's result.
      if (ts.isPropertyAssignment(node) && MESSAGE_NAMES.test(node.name.getText(source))) add(node, literalTexts(node.initializer));
      // const MOCK_MESSAGES = { ... } and const SOMETHING_MESSAGE = "...".
      if (ts.isVariableDeclaration(node) && MESSAGE_CONSTANTS.test(node.name.getText(source)) && node.initializer !== undefined) add(node, literalTexts(node.initializer));
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const match of text.matchAll(SENTENCE)) found.push({ text: match[1]!, where: `${relative(root, file)}:${text.slice(0, match.index).split("\n").length}` });
  }
  return found;
}

const unknownMessages = (sources: readonly Source[]) => [...new Set(mockMessages(sources).filter(({ text }) => !serverSource.includes(text)).map(({ text, where }) => `${where}: ${text}`))];

describe("the mock server's messages", () => {
  it("a message the server never says is caught wherever the mock writes it", () => {
    const invented = `
      const OWN_MESSAGES = { gone: "Mensagem que a API nunca diz." };
      export const LONELY_MESSAGE = \`Outra frase que só o mock conhece.\`;
      const error = (status: number, message: string) => ({ status, message });
      error(401, "Sessão expirada. Entre novamente.");
      error(400, issues[0]?.message ?? "Dados inválidos");
      const answer = { message: ready ? "Pronto de mentira." : NOT_FOUND_MESSAGES.order };
      const result = { error: \`Pedido \${id} sumiu do mapa de teste\` };
      const label = 'Uma frase qualquer em aspas simples.';
    `;
    const file = join(mswDir, "invented-handlers.ts");
    expect(unknownMessages([{ file, text: invented }]).map((line) => line.replace(/^.*?: /, "")).sort()).toEqual(
      [
        "Sessão expirada. Entre novamente.",
        "Dados inválidos",
        "Pronto de mentira.",
        "sumiu do mapa de teste",
        "Mensagem que a API nunca diz.",
        "Outra frase que só o mock conhece.",
        "Uma frase qualquer em aspas simples.",
      ].sort(),
    );
  });

  it("a message the server says passes, whatever constant the mock reads it from", () => {
    const file = join(mswDir, "fine-handlers.ts");
    expect(unknownMessages([{ file, text: `error(404, "Pedido não encontrado."); error(401, ACCESS_MESSAGES.signInRequired);` }])).toEqual([]);
  });

  it("every message the mock server answers is said by the API or the domain, letter for letter", () => {
    const sources = sourceFiles(mswDir).map((file) => ({ file, text: readFileSync(file, "utf8") }));
    expect(sources.length).toBeGreaterThan(10);
    expect(unknownMessages(sources)).toEqual([]);
  });
});

import { join } from "node:path";
import { OPENDELIVERY_ENV, createTestApp } from "../support";
import { prepareAnswersDirectory, readAnswers } from "./answers";
import { type OpenApiDocument, checkAnswers } from "./check-answers";

/**
 * Records every answer the suite's test apps send (test/support's createTestApp), then checks them
 * all against the served OpenAPI document once the last test file is done: a status the document
 * does not list, or a body that does not match its schema, fails the run (decision 1400).
 */
export default function setup(): () => Promise<void> {
  const directory = join(import.meta.dirname, "../../node_modules/.cache/forno-openapi-answers");
  prepareAnswersDirectory(directory);
  return async () => {
    const answers = readAnswers(directory);
    if (answers.length === 0) return;
    // Every optional route in the document: the OpenDelivery ones appear only when configured.
    const t = await createTestApp({ env: OPENDELIVERY_ENV });
    try {
      const document = (await t.app.inject({ method: "GET", url: "/docs/json" })).json() as OpenApiDocument;
      const problems = checkAnswers(document, answers);
      if (problems.length > 0) {
        // A global teardown's error alone does not change vitest's exit code.
        process.exitCode = 1;
        throw new Error(`${problems.length} answer(s) of the suite disagree with the OpenAPI document:\n  ${problems.join("\n  ")}`);
      }
      console.warn(`OpenAPI: ${answers.length} recorded answers checked against the document.`);
    } finally {
      await t.close();
    }
  };
}

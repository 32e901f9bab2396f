import { describe, expect, it } from "vitest";
import { errorMessage } from "./error-reading";
import { ApiError, apiErrorFrom, networkError, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from "./errors";

describe("errorMessage (seed 001 section 8)", () => {
  it("shows the server's message first", () => {
    expect(errorMessage(apiErrorFrom(409, { statusCode: 409, message: "Documento já cadastrado." }))).toBe("Documento já cadastrado.");
  });

  it("otherwise the error's own message", () => {
    expect(errorMessage(new Error("Canvas is empty"))).toBe("Canvas is empty");
  });

  it("otherwise 'Ocorreu um erro inesperado'", () => {
    expect(errorMessage("something odd")).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(errorMessage(new Error(""))).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it("never shows the English status text of a 5xx without a body", () => {
    const error = apiErrorFrom(502, undefined);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error)).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it("a call that got no answer says so in Portuguese", () => {
    expect(errorMessage(networkError(new TypeError("Failed to fetch")))).toBe(NETWORK_ERROR_MESSAGE);
  });
});

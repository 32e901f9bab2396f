import { type z } from "zod";
import { type MockData } from "./fixtures";

/** What the storefront's handler groups share: the data, the URL maker, the error answer, the body parser and the session. */
export interface HandlerTools {
  data: MockData;
  url: (path: string) => string;
  error: (statusCode: number, message: string) => Response;
  parse: <S extends z.ZodType>(request: Request, schema: S) => Promise<z.output<S> | Response>;
  session: (request: Request) => MockData["sessions"][string] | undefined;
}

import { type ListQuerySchema } from "@forno/domain/schemas";
import { type z } from "zod";
import { type BackofficeMockData } from "./backoffice-fixtures";
import { type MockData } from "./fixtures";
import { type MockListConfig } from "./list-query";

/** What the storefront's handler groups share: the data, the URL maker, the error answer, the body parser and the session. */
export interface HandlerTools {
  data: MockData;
  url: (path: string) => string;
  error: (statusCode: number, message: string) => Response;
  parse: <S extends z.ZodType>(request: Request, schema: S) => Promise<z.output<S> | Response>;
  session: (request: Request) => MockData["sessions"][string] | undefined;
}

/** What the backoffice's table handlers share: the data, the URL maker, the error answer, the staff check, the body parser and the list. */
export interface StaffTableTools {
  data: BackofficeMockData;
  url: (path: string) => string;
  error: (statusCode: number, message: string) => Response;
  staffOnly: (request: Request) => Response | undefined;
  parse: <S extends z.ZodType>(request: Request, schema: S) => Promise<z.output<S> | Response>;
  list: <S extends ListQuerySchema, Row>(request: Request, rows: readonly Row[], schema: S, config: MockListConfig<S, Row>) => Response;
}

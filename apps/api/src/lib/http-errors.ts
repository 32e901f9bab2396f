import { ACCESS_MESSAGES } from "@forno/domain/schemas";

/** An error whose message is Portuguese and fit to show a customer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = ACCESS_MESSAGES.sessionExpired) => new HttpError(401, message);
export const forbidden = (message: string = ACCESS_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = ACCESS_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string) => new HttpError(422, message);

const STATUS_NAMES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  406: "Not Acceptable",
  408: "Request Timeout",
  409: "Conflict",
  413: "Payload Too Large",
  414: "URI Too Long",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export function statusName(statusCode: number): string {
  return STATUS_NAMES[statusCode] ?? (statusCode >= 500 ? "Internal Server Error" : "Bad Request");
}

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: statusName(statusCode), message };
}

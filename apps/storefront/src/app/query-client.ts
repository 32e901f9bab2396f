import { ApiError } from "@forno/api-client";
import { QueryClient } from "@tanstack/react-query";

/** A 4xx will not change on a retry; a network hiccup or a 5xx gets one more try. */
function retry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

import { onTestFinished } from "vitest";
import { server } from "./setup";

/** How many answers the mock API gave to requests for `url` (query string included) in the current test (call it inside the test). */
export function watchAnswers(url: string): { count: number } {
  const seen = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (request.url === url) seen.count += 1;
  };
  server.events.on("response:mocked", listener);
  onTestFinished(() => server.events.removeListener("response:mocked", listener));
  return seen;
}

import { HomeLoyalty } from "./home-loyalty";
import { LazyLatestOrder } from "./lazy-latest-order";

/** The home's signed-in chunk: the latest order, or the loyalty card. */
export function SignedInPart({ loyalty }: { loyalty?: boolean }) {
  return loyalty ? <HomeLoyalty /> : <LazyLatestOrder />;
}

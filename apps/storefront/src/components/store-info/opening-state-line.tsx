import { STORE_TIME_ZONE } from "@forno/domain/format";
import type { StoreInfo } from "@forno/domain/schemas";
import { openingStateText } from "@forno/domain/store-hours";

/**
 * "Aberto até 23:30" / "Fechado · abre terça às 18:00" from the computed fields as of `at`. Its own
 * chunk: the time-zone and day-naming code stays out of the home's first load (decision 1610).
 */
export default function OpeningStateLine({ operation, at }: { operation: StoreInfo["operation"]; at: number }) {
  return <>{openingStateText(operation, at, STORE_TIME_ZONE)}</>;
}

import { STORE_TIME_ZONE } from "@forno/domain/format";
import { openingStateText } from "@forno/domain/store-hours";
import type { StoreInfo } from "@forno/domain/schemas";
import { useState } from "react";
import { storeOrderingMode } from "../../lib/store-info/store-operation";
import type { OrderTiming } from "./schedule/schedule-choice";

/**
 * The cart's "Agora" / "Agendar" choice and the chosen slot. Closed but taking scheduled orders
 * forces "Agendar"; `scheduledFor` is the slot start only while scheduling (else null: now).
 */
export function useOrderTiming(store: StoreInfo | undefined, storeUpdatedAt: number) {
  const [chosen, setChosen] = useState<OrderTiming>("now");
  const [slot, setSlot] = useState<string | null>(null);
  const mode = store ? storeOrderingMode(store) : "none";
  const operation = store?.operation ?? null;
  const timing: OrderTiming = mode === "scheduled-only" ? "scheduled" : chosen;
  const scheduledFor = mode !== "none" && timing === "scheduled" ? slot : null;
  const closedText = operation && !operation.is_open ? openingStateText(operation, storeUpdatedAt, STORE_TIME_ZONE) : null;
  return {
    mode,
    timing,
    setTiming: setChosen,
    slot,
    setSlot,
    scheduledFor,
    /** Scheduling chosen (or forced) but no slot picked yet: the pay button leads to the choice. */
    needsSlot: mode !== "none" && timing === "scheduled" && slot === null,
    maxDays: operation?.schedule_max_days ?? 0,
    closedText,
  };
}

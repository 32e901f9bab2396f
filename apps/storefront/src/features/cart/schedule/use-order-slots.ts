import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** GET /orders/slots for one local date: the slots inside opening hours with their remaining places. */
export function useOrderSlots(date: string) {
  return useQuery({ ...api.storeHours.slotsQuery(date), enabled: date !== "" });
}

import { firstFlavourInProgress } from "@forno/domain/order-reading";
import type { CartLine } from "@forno/domain/schemas";
import { useStoreInfo } from "../../lib/store-info/use-store-info";
import { useCartStore } from "./cart-store";

/** The first flavour of the pizza being completed, or null when no pizza is being completed. */
export function usePickingFirst(): CartLine | null {
  return useCartStore((state) => firstFlavourInProgress(state.lines));
}

/** `operation.fractions_same_subgroup`: a pizza's flavours from one subgroup only (off until the store info arrives; the server checks anyway). */
export function useSameSubgroupOnly(): boolean {
  return useStoreInfo().data?.operation.fractions_same_subgroup === true;
}

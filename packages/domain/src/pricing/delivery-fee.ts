import { reaisToCentavos } from "./centavos";

/** Fee when the address's delivery area has no amount: R$ 20,00. */
export const DEFAULT_DELIVERY_FEE_CENTAVOS = 2000;

/**
 * Delivery fee in centavos (seed 000 section 9, architecture section 5): for pickup always 0; for
 * delivery the address's CEP amount (reais), or R$ 20,00 when it has none (null or absent). An
 * amount of 0 is a free-delivery area, not a missing amount.
 */
export function deliveryFeeCentavos(isDelivery: boolean, cepAmountReais: number | null | undefined): number {
  if (!isDelivery) return 0;
  return cepAmountReais == null ? DEFAULT_DELIVERY_FEE_CENTAVOS : reaisToCentavos(cepAmountReais);
}

/** Same rule from a saved address with its nested Cep, as the cart has it. */
export function addressDeliveryFeeCentavos(isDelivery: boolean, address: { Cep?: { amount?: number | null } | null } | null | undefined): number {
  return deliveryFeeCentavos(isDelivery, address?.Cep?.amount);
}

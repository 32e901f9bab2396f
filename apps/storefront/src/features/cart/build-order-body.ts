import { DEFAULT_ORDER_NOTES, cartOrderItems } from "@forno/domain/orders";
import type { Address, CartLine, OrderCreateBodyInput } from "@forno/domain/schemas";
import type { DeliveryMethod } from "../../stores/cart/cart-store";

type OrderAddressInput = NonNullable<OrderCreateBodyInput["address"]>;

/** A saved address as the order's `address` (the street comes from its Cep). */
export function orderAddressOf(address: Address): OrderAddressInput {
  return {
    id: address.id,
    address: address.Cep.street,
    alias: address.alias,
    is_default: address.is_default,
    neighborhood: address.neighborhood ?? address.Cep.neighborhood,
    number: address.number,
    postal_code: address.postal_code,
    address_info: address.address_info,
    address_notes: address.address_notes,
  };
}

/**
 * POST /orders body (seed 000 section 3, architecture section 5): for cart line i one product row
 * and one row per selected additional (quantity max(1, line quantity)), all in the line's pizza
 * group G; the stored cart; the address for delivery (pickup: the server uses the store's own
 * address with the alias 'Retirada'); 'Pedido Online'; is_delivery; `scheduled_for` (a slot start) for a scheduled order;
 * `coupon_code` when the cart has a coupon (growth.md section 1), `use_reward` when the customer
 * uses the loyalty card's reward (section 2). The quote sends the same body.
 */
export function buildOrderBody(
  lines: readonly CartLine[],
  method: DeliveryMethod,
  address: Address | null,
  scheduledFor: string | null = null,
  couponCode: string | null = null,
  useReward = false,
): OrderCreateBodyInput {
  const items = cartOrderItems(lines);
  const isDelivery = method === "entrega";
  return {
    items,
    cart: [...lines],
    address: isDelivery && address ? orderAddressOf(address) : null,
    order_notes: DEFAULT_ORDER_NOTES,
    is_delivery: isDelivery,
    ...(scheduledFor ? { scheduled_for: scheduledFor } : {}),
    ...(couponCode ? { coupon_code: couponCode } : {}),
    ...(useReward ? { use_reward: true } : {}),
  };
}

import { reorderCart, reorderNotice } from "@forno/domain/order-reading";
import type { Order, Product, ProductHasAdditional } from "@forno/domain/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "../../lib/api";
import { useCartStore } from "../../stores/cart/cart-store";

/**
 * "Pedir de novo": today's catalogue and each ordered product's additionals (cached queries), the
 * domain's rebuild, then the cart replaced and opened; what was left out goes to the cart page as
 * navigation state `reorderNotice` (decision 2106). When nothing can come back the cart is left alone.
 */
export function useReorder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (order: Order) => {
      const catalogue = await queryClient.fetchQuery(api.products.catalogQuery());
      const ordered = new Set(order.OrderItem.map((item) => item.product_id));
      const products = catalogue.filter((product) => ordered.has(product.id));
      const additionals = new Map<Product, ProductHasAdditional[]>();
      await Promise.all(products.map(async (product) => additionals.set(product, await queryClient.fetchQuery(api.products.additionalsQuery(product.external_id)))));
      return reorderCart(order.OrderItem, catalogue, (product) => additionals.get(product) ?? []);
    },
    onSuccess: ({ lines, leftOut }) => {
      if (lines.length === 0) return;
      const cart = useCartStore.getState();
      cart.clear();
      lines.forEach(cart.add);
      const notice = reorderNotice(leftOut);
      void navigate("/cart", notice ? { state: { reorderNotice: notice } } : undefined);
    },
  });
}

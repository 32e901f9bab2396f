import { RouteErrorBoundary } from "@forno/ui/route-error-boundary";
import { CartErrorFallback, CartPage } from "./cart-page";

/** /cart with its own error fallback: a cart that cannot render is emptied and the customer goes home. */
export function CartRoute() {
  return (
    <RouteErrorBoundary resetKey="cart" fallback={<CartErrorFallback />}>
      <CartPage />
    </RouteErrorBoundary>
  );
}

import { lazy, type ReactNode, Suspense } from "react";
import { useCartStore } from "../../stores/cart/cart-store";
import { isPickingFractions } from "../../stores/cart/cart-lines";

const PickingNotice = lazy(() => import("./picking-notice").then((m) => ({ default: m.PickingNotice })));

/** The notice's code (a banner) loads only while a pizza is being completed. */
export function LazyPickingNotice({ action }: { action?: ReactNode }) {
  const picking = useCartStore((state) => isPickingFractions(state.lines));
  if (!picking) return null;
  return (
    <Suspense fallback={null}>
      <PickingNotice action={action} />
    </Suspense>
  );
}

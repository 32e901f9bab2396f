import { isOpenOrder } from "@forno/domain/orders";
import { addressDeliveryFeeCentavos } from "@forno/domain/pricing";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { EmptyState } from "@forno/ui/empty-state";
import { CartIcon } from "@forno/ui/icons";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { useAddressStore } from "../../stores/address/address-store";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { useLatestOrder } from "../../lib/orders/use-order-history";
import { useStoreInfo } from "../../lib/store-info/use-store-info";
import { CartItems } from "./cart-items";
import { cartSubtotalCentavos, isPickingFractions, withoutGroupOf } from "../../stores/cart/cart-lines";
import { clearCart, useCartStore } from "../../stores/cart/cart-store";
import { CartSummary } from "./cart-summary";
import { DeliveryChoice } from "./delivery-choice";
import { PayFooter, type PayFooterProps } from "./pay-footer";
import { PickingNotice } from "../../components/cart/picking-notice";
import { usePayAction } from "./use-pay-action";
import styles from "./cart-page.module.css";

/** /cart: delivery choice, error banner, items, summary and the pay footer. */
export function CartPage() {
  const navigate = useNavigate();
  const lines = useCartStore((state) => state.lines);
  const method = useCartStore((state) => state.deliveryMethod);
  const { setDeliveryMethod, setQuantity, removeGroup } = useCartStore.getState();
  const address = useAddressStore((state) => state.selected);
  const { data: store, isPending: storePending } = useStoreInfo();
  const { order: latest } = useLatestOrder();
  const { pay, error, busy } = usePayAction({ lines, method, address });

  const picking = isPickingFractions(lines);
  const subtotal = cartSubtotalCentavos(lines);
  const fee = addressDeliveryFeeCentavos(method === "entrega", address);
  const offline = store?.store_info.online === false;
  // Seed 000 section 5: picking fractions, store offline, delivery without an address, no method chosen.
  const disabled = picking || offline || (method === "entrega" && !address) || method === null;

  function removeAt(index: number, quantity = 0) {
    const emptied = quantity === 0 && withoutGroupOf(lines, index).length === 0;
    if (quantity === 0) removeGroup(index);
    else setQuantity(index, quantity);
    if (emptied) void navigate("/catalog");
  }

  let footer: PayFooterProps | null = null;
  if (subtotal > 0) {
    if (busy) footer = { variant: "loading", text: "Criando pedido..." };
    else if (storePending) footer = { variant: "loading", text: "Carregando..." };
    else if (latest && isOpenOrder(latest)) footer = { variant: "open-order", order: latest, totalCentavos: subtotal + fee, offline, disabled, onPay: () => void pay() };
    else footer = { variant: "checkout", totalCentavos: subtotal + fee, offline, disabled, onPay: () => void pay() };
  }

  if (lines.length === 0) {
    return (
      <Page header={<CompactHeader title="Carrinho" />} bottomBar>
        <EmptyState
          icon={<CartIcon size={40} />}
          title="Seu carrinho está vazio"
          text="Escolha suas pizzas favoritas no cardápio."
          action={<Button onClick={() => void navigate("/catalog")}>Ver cardápio</Button>}
        />
      </Page>
    );
  }

  return (
    <Page header={<CompactHeader title="Carrinho" />} footer={footer ? <PayFooter {...footer} /> : undefined} className={styles.page}>
      {error ? <Banner alert>{error}</Banner> : null}
      <PickingNotice action={<Link to="/catalog">Escolher sabor</Link>} />
      <DeliveryChoice value={method} onChange={setDeliveryMethod} address={address} store={store} />
      <section className={styles.items} aria-labelledby="itens">
        <div className={styles.itemsHead}>
          <h2 id="itens" className={styles.heading}>
            Itens
          </h2>
          <Link to="/catalog" className={styles.more}>
            Adicionar mais itens
          </Link>
        </div>
        <CartItems lines={lines} onQuantity={(index, quantity) => removeAt(index, quantity)} onRemove={(index) => removeAt(index)} />
      </section>
      <CartSummary subtotalCentavos={subtotal} feeCentavos={fee} method={method} />
    </Page>
  );
}

/** A cart that cannot be shown (bad stored data) is emptied and the customer goes home (seed 000 section 8). */
export function CartErrorFallback() {
  const navigate = useNavigate();
  useEffect(() => {
    clearCart();
    void navigate("/", { replace: true });
  }, [navigate]);
  return null;
}

import { isOpenOrder } from "@forno/domain/orders";
import { addressDeliveryFeeCentavos } from "@forno/domain/pricing";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { EmptyState } from "@forno/ui/empty-state";
import { CartIcon } from "@forno/ui/icons";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { reaisToCentavos } from "@forno/domain/pricing";
import { useAddressStore } from "../../stores/address/address-store";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { useLatestOrder } from "../../lib/orders/use-order-history";
import { useStoreInfo } from "../../lib/store-info/use-store-info";
import { CartItems } from "./cart-items";
import { isPickingFractions, withoutGroupOf } from "../../stores/cart/cart-lines";
import { cartLinePrices } from "../../stores/cart/cart-prices";
import { clearCart, useCartStore } from "../../stores/cart/cart-store";
import { setCouponCode, useCouponCode } from "../../stores/cart/coupon-code";
import { setRewardChoice, useRewardChoice } from "../../stores/cart/reward-choice";
import { useSignedIn } from "../../lib/session/session-store";
import { LazyCouponField } from "./lazy-coupon-field";
import { LazyRewardChoice } from "./lazy-reward-choice";
import { useCartQuote } from "./use-cart-quote";
import { useCouponLink } from "./use-coupon-link";
import { CartSummary } from "./cart-summary";
import { DeliveryChoice } from "./delivery-choice";
import { PayFooter, type PayFooterProps } from "./pay-footer";
import { PickingNotice } from "../../components/cart/picking-notice";
import { ReorderNotice } from "./reorder-notice";
import { usePayAction } from "./use-pay-action";
import { useOrderTiming } from "./use-order-timing";
import { LazyScheduleChoice } from "./schedule/lazy-schedule-choice";
import { minimumOrderHint, minimumOrderShortfall } from "@forno/domain/pricing-rules";
import styles from "./cart-page.module.css";

/**
 * /cart: delivery choice, when ("Agora" / "Agendar"), error banner, items, the minimum's hint, the
 * coupon, "Usar recompensa", summary (the server's figures, POST /orders/quote) and the pay footer.
 */
export function CartPage() {
  const navigate = useNavigate();
  const lines = useCartStore((state) => state.lines);
  const method = useCartStore((state) => state.deliveryMethod);
  const { setDeliveryMethod, setQuantity, removeGroup } = useCartStore.getState();
  const address = useAddressStore((state) => state.selected);
  const { data: store, isPending: storePending, dataUpdatedAt: storeUpdatedAt } = useStoreInfo();
  const { order: latest } = useLatestOrder();
  const timing = useOrderTiming(store, storeUpdatedAt);
  useCouponLink();
  const couponCode = useCouponCode((state) => state.code);
  const signedIn = useSignedIn();
  // The reward goes only while "Usar recompensa" is on screen (signed in, the card read, a reward on it).
  const [rewardOffered, setRewardOffered] = useState(false);
  const rewardKept = useRewardChoice((state) => state.chosen);
  const rewardChosen = rewardKept && signedIn && rewardOffered;

  const operation = store?.operation ?? null;
  const prices = cartLinePrices(lines, operation?.fraction_pricing);
  const picking = isPickingFractions(lines);
  const { quote, quotable } = useCartQuote({ lines, method, address, couponCode, useReward: rewardChosen, picking });
  // The server's figures once they arrive (growth.md section 1); the same formulas meanwhile.
  const subtotal = quote ? reaisToCentavos(quote.subtotal) : prices.reduce((sum, price) => sum + price, 0);
  const fee = quote ? reaisToCentavos(quote.delivery_fee) : addressDeliveryFeeCentavos(method === "entrega", address);
  const discount = quote ? reaisToCentavos(quote.discount) : 0;
  const applied = quote?.coupon ?? null;
  const reward = quote?.reward ?? null;
  // A coupon or reward the quote refused is not sent; one not quoted yet is, and the server decides.
  const sentCoupon = couponCode !== null && !(quote !== undefined && applied === null) ? couponCode : null;
  const sentReward = rewardChosen && !(quote !== undefined && reward === null);
  const { pay, error, couponError, rewardError, busy } = usePayAction({ lines, method, address, scheduledFor: timing.scheduledFor, couponCode: sentCoupon, useReward: sentReward });
  const minimum = operation?.min_order_amount ?? 0;
  const minimumHint = minimumOrderHint(subtotal, minimum);
  const action = timing.mode === "none" ? "offline" : timing.needsSlot ? "schedule" : "pay";
  // Seed 000 section 5 (picking fractions, store offline, delivery without an address, no method
  // chosen) and contract part 2 (below the minimum). "Agendar pedido" stays enabled: it leads to the choice.
  const disabled =
    action === "offline" ||
    (action === "pay" && (picking || (method === "entrega" && !address) || method === null || minimumOrderShortfall(subtotal, minimum) > 0));
  const onPay = () => (action === "schedule" ? chooseTime() : void pay());

  function chooseTime() {
    timing.setTiming("scheduled");
    const section = document.getElementById("quando-section");
    section?.scrollIntoView?.({ block: "start", behavior: "smooth" });
    section?.querySelector<HTMLInputElement>('input[name="dia"]:checked, input[name="quando"]:checked')?.focus();
  }

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
    else if (latest && isOpenOrder(latest)) footer = { variant: "open-order", order: latest, totalCentavos: subtotal + fee - discount, action, disabled, onPay };
    else footer = { variant: "checkout", totalCentavos: subtotal + fee - discount, action, disabled, onPay };
  }

  if (lines.length === 0) {
    return (
      <Page header={<CompactHeader title="Carrinho" />} bottomBar>
        <EmptyState
          icon={<CartIcon size={40} />}
          title="Seu carrinho está vazio"
          text={couponCode ? `Escolha suas pizzas favoritas no cardápio. O cupom ${couponCode} fica guardado para este carrinho.` : "Escolha suas pizzas favoritas no cardápio."}
          action={<Button onClick={() => void navigate("/catalog")}>Ver cardápio</Button>}
        />
      </Page>
    );
  }

  return (
    <Page header={<CompactHeader title="Carrinho" />} footer={footer ? <PayFooter {...footer} /> : undefined} className={styles.page}>
      {error ? <Banner alert>{error}</Banner> : null}
      <ReorderNotice />
      <PickingNotice action={<Link to="/catalog">Escolher sabor</Link>} />
      <DeliveryChoice value={method} onChange={setDeliveryMethod} address={address} store={store} />
      {timing.mode !== "none" ? (
        <LazyScheduleChoice
          mode={timing.mode}
          timing={timing.timing}
          onTiming={timing.setTiming}
          slot={timing.slot}
          onSlot={timing.setSlot}
          maxDays={timing.maxDays}
          closedText={timing.closedText}
        />
      ) : null}
      <section className={styles.items} aria-labelledby="itens">
        <div className={styles.itemsHead}>
          <h2 id="itens" className={styles.heading}>
            Itens
          </h2>
          <Link to="/catalog" className={styles.more}>
            Adicionar mais itens
          </Link>
        </div>
        <CartItems lines={lines} prices={prices} onQuantity={(index, quantity) => removeAt(index, quantity)} onRemove={(index) => removeAt(index)} />
      </section>
      {minimumHint ? (
        <p className={styles.minimum} role="status">
          {minimumHint}
        </p>
      ) : null}
      <LazyCouponField
        key={couponCode ?? ""}
        code={couponCode}
        applied={applied}
        message={couponError ?? (couponCode !== null ? (quote?.problems[0] ?? null) : null)}
        quotable={quotable}
        onApply={setCouponCode}
        onRemove={() => setCouponCode(null)}
      />
      {signedIn ? (
        <LazyRewardChoice
          chosen={rewardKept}
          message={rewardError ?? (rewardChosen && reward === null ? (quote?.problems[0] ?? null) : null)}
          quotable={quotable}
          onChange={setRewardChoice}
          onOffer={setRewardOffered}
        />
      ) : null}
      <CartSummary subtotalCentavos={subtotal} feeCentavos={fee} discountCentavos={discount} couponCode={applied?.code ?? null} rewardName={reward?.name ?? null} method={method} />
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

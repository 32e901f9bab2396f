import { currentState, orderChannelLabel, scheduledOrderText } from "@forno/domain/orders";
import { memo, useState } from "react";
import { discountAmountText, discountLabel, orderSums, orderTotalCentavos } from "@forno/domain/order-reading";
import { type Order, type OrderDriver } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { BagIcon, ClockIcon, PrinterIcon, ScooterIcon } from "@forno/ui/icons";
import { Money } from "@forno/ui/money";
import { FiscalStateBadge } from "../../components/fiscal-state-badge";
import { IfoodCardFacts } from "./ifood-card-facts";
import { PdvConfirmedBadge } from "../../components/pdv-confirmed-badge";
import { StatusWhatsappLink } from "../../components/status-whatsapp-link";
import { type DeskColumn } from "./board-state";
import { CardAction } from "./card-action";
import { CardItems } from "./card-items";
import { type DeskSettings } from "./desk-settings";
import { chosenDriver, DriverChoice } from "./driver-choice";
import { itemSummary } from "./item-summary";
import { canCancel, nextStep } from "./next-step";
import { paymentText } from "./payment-text";
import { type PendingMove } from "./use-delayed-moves";
import { WAIT_LEVEL_LABELS, waitingMs, waitLevel, waitText } from "./wait-time";
import styles from "./order-card.module.css";

export interface OrderCardProps {
  order: Order;
  column: DeskColumn;
  now: number;
  settings: DeskSettings;
  pending: PendingMove | undefined;
  error: string | undefined;
  /** The active drivers, offered when a delivery order leaves (none: no choice shown). */
  drivers: readonly OrderDriver[];
  onStep: (order: Order, move: PendingMove) => void;
  onUndo: (order: Order) => void;
  onCancel: (order: Order) => void;
  onPrint: (order: Order) => void;
  onDismissError: (order: Order) => void;
}

/** How long it has waited, in the header (one short line, never cut); amber or red past the thresholds. */
function WaitTime({ ms, level }: { ms: number; level: ReturnType<typeof waitLevel> }) {
  return (
    <span className={styles.wait} data-level={level} title={`Desde o pagamento: ${WAIT_LEVEL_LABELS[level]}`}>
      <ClockIcon size={16} />
      {waitText(ms)}
    </span>
  );
}

/**
 * One order on the board. Top to bottom (decision 3700): the number and its waiting time, the
 * primary slot (always the same height, so the next card's button lands where the finger is), then
 * who, where, what and how it was paid, and last, far from the primary button, Imprimir and the
 * red Cancelar (which asks first).
 */
export const OrderCard = memo(function OrderCard({ order, column, now, settings, pending, error, drivers, onStep, onUndo, onCancel, onPrint, onDismissError }: OrderCardProps) {
  const step = nextStep(order);
  const [driverValue, setDriverValue] = useState("");
  const offersDriver = !pending && step?.to === "DISPATCHED" && order.is_delivery && drivers.length > 0;
  const state = currentState(order.OrderStateHistory);
  const finished = column === "done";
  const titleId = `order-card-${order.id}`;
  const place = order.is_delivery ? `Entrega · ${order.address?.neighborhood ?? "bairro não informado"}` : "Retirada no balcão";
  const waited = finished || pending ? null : waitingMs(order, now);
  const level = waited === null ? null : waitLevel(waited, settings);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-order-id={order.id} data-column={column} data-pending={pending ? "true" : undefined}>
      <header className={styles.header}>
        <h3 id={titleId} className={styles.number}>
          #{order.external_id}
        </h3>
        {waited !== null && level !== null ? <WaitTime ms={waited} level={level} /> : null}
      </header>
      <CardAction
        order={order}
        state={state}
        finished={finished}
        step={step}
        pending={pending}
        onStep={() => step && onStep(order, offersDriver ? { ...step, driver: chosenDriver(drivers, driverValue) } : step)}
        onUndo={() => onUndo(order)}
      />
      {offersDriver ? <DriverChoice drivers={drivers} value={driverValue} onChange={setDriverValue} /> : null}
      {level !== null && level !== "on-time" ? (
        <p className={styles.late} data-level={level}>
          {WAIT_LEVEL_LABELS[level]}
        </p>
      ) : null}
      <p className={styles.client}>
        {order.Client?.name ?? "Cliente"}{" "}
        <span className={styles.channel} data-channel={order.channel}>
          {orderChannelLabel(order.channel)}
        </span>
      </p>
      <IfoodCardFacts order={order} finished={finished} />
      <PdvConfirmedBadge order={order} className={styles.pdv} />
      <FiscalStateBadge order={order} className={styles.pdv} />
      {order.is_scheduled && order.scheduled_time ? <p className={styles.scheduled}>{scheduledOrderText(order)}</p> : null}
      <p className={styles.place}>
        {order.is_delivery ? <ScooterIcon size={18} /> : <BagIcon size={18} />}
        {place}
      </p>
      {order.driver ? <p className={styles.driver}>Entregador: {order.driver.name}</p> : null}
      <CardItems id={`order-items-${order.id}`} text={itemSummary(order.OrderItem)} />
      <p className={styles.payment}>
        <span>{paymentText(order)}</span>
        <Money value={orderTotalCentavos(order)} unit="centavos" />
      </p>
      {order.discount > 0 ? (
        <p className={styles.discount}>
          <span>{discountLabel(order)}</span>
          <span>{discountAmountText(orderSums(order).discount)}</span>
        </p>
      ) : null}
      {error ? (
        <div role="alert" className={styles.error}>
          <span>{error}</span>
          <Button variant="ghost" onClick={() => onDismissError(order)}>
            OK
          </Button>
        </div>
      ) : null}
      <footer className={styles.footer}>
        <div className={styles.tools}>
          <Button variant="ghost" className={styles.print} onClick={() => onPrint(order)} aria-label={`Imprimir pedido #${order.external_id}`}>
            <PrinterIcon size={18} />
            Imprimir
          </Button>
          <StatusWhatsappLink order={order} className={styles.whatsapp} />
        </div>
        {canCancel(order) && !pending && order.ifood?.cancellation_requested_at == null ? (
          <div className={styles.dangerZone}>
            <Button variant="ghost" className={styles.cancel} onClick={() => onCancel(order)} aria-label={`Cancelar pedido #${order.external_id}`}>
              Cancelar
            </Button>
          </div>
        ) : null}
      </footer>
    </article>
  );
});

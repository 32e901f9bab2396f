import { currentState, orderChannelLabel, scheduledOrderText } from "@forno/domain/orders";
import { memo, useState } from "react";
import { orderTotalCentavos } from "@forno/domain/order-reading";
import { type Order, type OrderDriver } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { BagIcon, ClockIcon, PrinterIcon, ScooterIcon } from "@forno/ui/icons";
import { Money } from "@forno/ui/money";
import { OrderStatusBadge } from "@forno/ui/order-status-badge";
import { PdvConfirmedBadge } from "../../components/pdv-confirmed-badge";
import { StatusWhatsappLink } from "../../components/status-whatsapp-link";
import { type DeskColumn } from "./board-state";
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

function WaitBadge({ order, now, settings, finished }: { order: Order; now: number; settings: DeskSettings; finished: boolean }) {
  const ms = waitingMs(order, now);
  if (ms === null || finished) return null;
  const level = waitLevel(ms, settings);
  return (
    <span className={styles.wait} data-level={level} title={`Desde o pagamento: ${WAIT_LEVEL_LABELS[level]}`}>
      <ClockIcon size={16} />
      {waitText(ms)}
      {level !== "on-time" ? <span className={styles.waitLabel}>{WAIT_LEVEL_LABELS[level]}</span> : null}
    </span>
  );
}

/** One order on the board: who, where, what, how it was paid, how long it waits, and its next tap. */
export const OrderCard = memo(function OrderCard({ order, column, now, settings, pending, error, drivers, onStep, onUndo, onCancel, onPrint, onDismissError }: OrderCardProps) {
  const step = nextStep(order);
  const [driverValue, setDriverValue] = useState("");
  const offersDriver = step?.to === "DISPATCHED" && order.is_delivery && drivers.length > 0;
  const state = currentState(order.OrderStateHistory);
  const titleId = `order-card-${order.id}`;
  const place = order.is_delivery ? `Entrega · ${order.address?.neighborhood ?? "bairro não informado"}` : "Retirada no balcão";
  return (
    <article className={styles.card} aria-labelledby={titleId} data-order-id={order.id} data-column={column} data-pending={pending ? "true" : undefined}>
      <header className={styles.header}>
        <h3 id={titleId} className={styles.number}>
          #{order.external_id}
        </h3>
        {column === "done" && state ? <OrderStatusBadge state={state} payments={order.OrderPayment} /> : <WaitBadge order={order} now={now} settings={settings} finished={pending !== undefined} />}
      </header>
      <p className={styles.client}>
        {order.Client?.name ?? "Cliente"} <span className={styles.channel}>· {orderChannelLabel(order.channel)}</span>
      </p>
      <PdvConfirmedBadge order={order} className={styles.pdv} />
      {order.is_scheduled && order.scheduled_time ? <p className={styles.scheduled}>{scheduledOrderText(order)}</p> : null}
      <p className={styles.place}>
        {order.is_delivery ? <ScooterIcon size={18} /> : <BagIcon size={18} />}
        {place}
      </p>
      {order.driver ? <p className={styles.driver}>Entregador: {order.driver.name}</p> : null}
      <p className={styles.items}>{itemSummary(order.OrderItem)}</p>
      <p className={styles.payment}>
        <span>{paymentText(order)}</span>
        <Money value={orderTotalCentavos(order)} unit="centavos" />
      </p>
      {error ? (
        <div role="alert" className={styles.error}>
          <span>{error}</span>
          <Button variant="ghost" onClick={() => onDismissError(order)}>
            OK
          </Button>
        </div>
      ) : null}
      {pending ? (
        <div className={styles.pending} role="status">
          <span>
            {pending.label}
            {pending.driver ? ` com ${pending.driver.name}` : ""}…
          </span>
          <Button variant="secondary" onClick={() => onUndo(order)}>
            Desfazer
          </Button>
        </div>
      ) : (
        <footer className={styles.actions}>
          {offersDriver ? <DriverChoice drivers={drivers} value={driverValue} onChange={setDriverValue} /> : null}
          {step ? (
            <Button
              className={styles.step}
              onClick={() => onStep(order, offersDriver ? { ...step, driver: chosenDriver(drivers, driverValue) } : step)}
              aria-label={`${step.label}: pedido #${order.external_id}`}
            >
              {step.label}
            </Button>
          ) : null}
          <div className={styles.secondary}>
            <Button variant="ghost" className={styles.print} onClick={() => onPrint(order)} aria-label={`Imprimir pedido #${order.external_id}`}>
              <PrinterIcon size={18} />
              Imprimir
            </Button>
            {canCancel(order) ? (
              <Button variant="ghost" className={styles.cancel} onClick={() => onCancel(order)} aria-label={`Cancelar pedido #${order.external_id}`}>
                Cancelar
              </Button>
            ) : null}
          </div>
          <StatusWhatsappLink order={order} className={styles.whatsapp} />
        </footer>
      )}
    </article>
  );
});

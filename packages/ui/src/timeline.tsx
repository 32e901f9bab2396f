import { formatPhone, phoneDigits } from "@forno/domain/format";
import { type PaymentSource, buildTimeline, showsTimeline } from "@forno/domain/order-reading";
import { currentState, isPaidTooLong, paidTooLongMessage, scheduledTimeText, type StateEntry } from "@forno/domain/orders";
import { Banner } from "./banner";
import { cx } from "./class-names";
import { CheckIcon, ClockIcon, CloseIcon } from "./icons";
import { useClock } from "./use-clock";
import { VisuallyHidden } from "./visually-hidden";
import styles from "./timeline.module.css";

/** What the timeline reads from an order (an Order from @forno/domain/schemas fits). */
export interface TimelineOrder {
  OrderStateHistory: readonly StateEntry[];
  scheduled_time: string | Date | null;
  /** With the payments, an order paid on delivery reads "Pedido confirmado" instead of "Pedido Pago". */
  OrderPayment?: readonly PaymentSource[];
}

export interface TimelineProps {
  order: TimelineOrder;
  /** The store's phone (store_info.phone); the PAID-too-long warning asks the customer to call it. */
  storePhone?: string;
  /** The current time; by default a clock that ticks while the order sits in PAID. */
  now?: Date | number;
  className?: string;
}

/**
 * The order timeline. Every rule comes from @forno/domain/orders: which steps show and which are
 * reached (buildTimeline), the HH:mm times, the scheduled-time line (PREPARATION/DISPATCHED only),
 * and the warning once the order has been PAID for more than 5 minutes. Renders nothing for a
 * delivered order (showsTimeline), so screens can place it unconditionally.
 */
export function Timeline({ order, storePhone, now, className }: TimelineProps) {
  const history = order.OrderStateHistory;
  const state = currentState(history);
  const clock = useClock(now === undefined && state === "PAID");
  if (!showsTimeline(history)) return null;

  const steps = buildTimeline(history, order.OrderPayment);
  const currentIndex = steps.findLastIndex((step) => step.reached);
  const scheduled = scheduledTimeText(order);
  const paidTooLong = storePhone ? isPaidTooLong(history, now ?? clock) : false;

  return (
    <div className={cx(styles.timeline, className)}>
      <ol className={styles.steps} aria-label="Andamento do pedido">
        {steps.map((step, index) => {
          const isError = step.state === "ERROR";
          const isCurrent = index === currentIndex;
          return (
            <li
              key={step.state}
              className={cx(styles.step, step.reached && styles.reached, isCurrent && styles.current, isError && styles.error)}
              aria-current={isCurrent ? "step" : undefined}
              data-state={step.state}
              data-reached={step.reached}
            >
              <span className={styles.dot}>{step.reached ? <StepMark error={isError} /> : null}</span>
              <span className={styles.label}>{step.label}</span>
              {step.time ? <span className={styles.time}>{step.time}</span> : <VisuallyHidden>pendente</VisuallyHidden>}
            </li>
          );
        })}
      </ol>
      {scheduled ? (
        <p className={styles.scheduled}>
          <ClockIcon size={20} />
          {scheduled}
        </p>
      ) : null}
      {paidTooLong && storePhone ? <PaidTooLongWarning storePhone={storePhone} /> : null}
    </div>
  );
}

function StepMark({ error }: { error: boolean }) {
  return error ? <CloseIcon size={14} strokeWidth={3} /> : <CheckIcon size={14} strokeWidth={3} />;
}

function PaidTooLongWarning({ storePhone }: { storePhone: string }) {
  const phone = formatPhone(storePhone);
  const message = paidTooLongMessage(phone);
  // The phone inside the domain's sentence becomes a tap-to-call link.
  const at = message.indexOf(phone);
  return (
    <Banner alert>
      {at < 0 ? (
        message
      ) : (
        <p>
          {message.slice(0, at)}
          <a href={`tel:+55${phoneDigits(storePhone)}`}>{phone}</a>
          {message.slice(at + phone.length)}
        </p>
      )}
    </Banner>
  );
}

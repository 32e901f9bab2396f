import { type OrderState } from "@forno/domain/orders";
import { type Order } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { StaffStateBadge } from "../../components/staff-state-badge";
import { type DeskStep } from "./next-step";
import { type PendingMove } from "./use-delayed-moves";
import styles from "./order-card.module.css";

interface CardActionProps {
  order: Order;
  state: OrderState | undefined;
  finished: boolean;
  step: DeskStep | null;
  pending: PendingMove | undefined;
  onStep: () => void;
  onUndo: () => void;
}

/**
 * The card's primary slot, right under its number and always the same height (decision 3700): the
 * next step's button, the move waiting for its undo time, or a finished order's state. When the
 * card above leaves its column the next one slides into its place, so its button is where the
 * finger already is.
 */
export function CardAction({ order, state, finished, step, pending, onStep, onUndo }: CardActionProps) {
  if (pending) {
    return (
      <div className={styles.action} role="status">
        <span className={styles.pendingText}>
          {pending.label}
          {pending.driver ? ` com ${pending.driver.name}` : ""}…
        </span>
        {pending.sending ? (
          <span className={styles.sending}>Enviando</span>
        ) : (
          <Button variant="secondary" className={styles.undo} onClick={onUndo}>
            Desfazer
          </Button>
        )}
      </div>
    );
  }
  if (finished && state) {
    return (
      <div className={styles.status}>
        <StaffStateBadge state={state} isDelivery={order.is_delivery} className={styles.statusBadge} />
      </div>
    );
  }
  if (!step) return null;
  return (
    <div className={styles.action}>
      <Button className={styles.step} onClick={onStep} aria-label={`${step.label}: pedido #${order.external_id}`}>
        {step.label}
      </Button>
    </div>
  );
}

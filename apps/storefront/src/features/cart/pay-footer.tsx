import { formatCentavos } from "@forno/domain/format";
import { customerStateLabel } from "@forno/domain/order-reading";
import { currentState } from "@forno/domain/orders";
import type { Order } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { Spinner } from "@forno/ui/spinner";
import { Link } from "react-router";
import { APP_OFFLINE } from "./app-offline";
import styles from "./pay-footer.module.css";

/** What the pay button does: pay, nothing ('App Offline'), or lead to choosing a time (store closed, scheduling on). */
export type PayButtonAction = "pay" | "offline" | "schedule";

/** The button's text while the store is closed and no time is chosen yet (decision 1610). */
export const SCHEDULE_BUTTON_TEXT = "Agendar pedido";

interface PayButtonProps {
  totalCentavos: number;
  action: PayButtonAction;
  disabled: boolean;
  onPay: () => void;
}

export type PayFooterProps =
  | { variant: "loading"; text: string }
  | ({ variant: "checkout" } & PayButtonProps)
  | ({ variant: "open-order"; order: Order } & PayButtonProps);

function buttonText(action: PayButtonAction, totalCentavos: number): string {
  if (action === "offline") return APP_OFFLINE;
  return action === "schedule" ? SCHEDULE_BUTTON_TEXT : `Pagar | ${formatCentavos(totalCentavos)}`;
}

/**
 * The cart's pay footer in its variants: loading (store info on its way, or the order being
 * created), checkout (total and the pay button; "App Offline" when the store takes no order,
 * "Agendar pedido" when it is closed but takes scheduled ones), and
 * open-order (the same, with the order still in progress one tap away).
 */
export function PayFooter(props: PayFooterProps) {
  if (props.variant === "loading") {
    return (
      <div className={styles.footer} aria-busy="true">
        <div className={styles.loading}>
          <Spinner size={22} />
          <span>{props.text}</span>
        </div>
      </div>
    );
  }
  const state = props.variant === "open-order" ? currentState(props.order.OrderStateHistory) : undefined;
  return (
    <div className={styles.footer}>
      {props.variant === "open-order" ? (
        <p className={styles.open}>
          <span>
            Pedido #{props.order.external_id} em andamento{state ? `: ${customerStateLabel(state, props.order.OrderPayment)}` : ""}
          </span>
          <Link to="/order" state={{ order: props.order }}>
            Acompanhar
          </Link>
        </p>
      ) : null}
      <Button block className={styles.pay} disabled={props.disabled} onClick={props.onPay}>
        {buttonText(props.action, props.totalCentavos)}
      </Button>
    </div>
  );
}

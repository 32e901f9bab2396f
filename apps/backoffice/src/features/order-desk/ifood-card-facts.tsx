import { formatCpf } from "@forno/domain/format";
import { IFOOD_MESSAGES, confirmCountdownText } from "@forno/domain/ifood";
import { currentState } from "@forno/domain/orders";
import { type Order, type OrderIfood } from "@forno/domain/schemas";
import { useEffect, useState } from "react";
import styles from "./order-card.module.css";

/** Under two minutes left to confirm: the countdown turns red. */
const URGENT_MS = 2 * 60_000;

/** "Confirme em 7:05", ticking every second on its own (the board's clock moves every 15 s). */
function ConfirmCountdown({ by }: { by: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(id);
  }, []);
  const left = Date.parse(by) - now;
  return (
    <p className={styles.ifoodCountdown} data-urgent={left <= URGENT_MS} title="O iFood cancela o pedido que a loja não confirmar em 8 minutos">
      {confirmCountdownText(left)}
    </p>
  );
}

/** Whether the store still has to confirm the order to iFood (Aceitar), before iFood's 8 minutes run out. */
export function awaitsIfoodConfirmation(order: Order): boolean {
  return order.ifood !== null && currentState(order.OrderStateHistory) === "PAID" && order.ifood.confirmed_at === null && order.ifood.cancellation_requested_at === null;
}

function contactText(ifood: OrderIfood, displayRef: string | null): string {
  const phone = ifood.customer_phone === null ? null : `Tel. ${ifood.customer_phone}${ifood.phone_localizer ? `, código ${ifood.phone_localizer}` : ""}`;
  return [displayRef === null ? null : `iFood #${displayRef}`, phone].filter(Boolean).join(" · ");
}

/**
 * What an iFood order's card adds (growth.md section 4): the countdown to iFood's 8 minutes while it
 * waits in Novos, "Cancelamento solicitado" while iFood decides, what went wrong telling iFood, its
 * number on iFood with the customer's phone and the CPF for the receipt (iFood's certification asks
 * the screen for them; who pays the discount is on the card's discount line, decision 3406).
 */
export function IfoodCardFacts({ order, finished }: { order: Order; finished: boolean }) {
  const ifood = order.ifood;
  if (order.channel !== "ifood" || ifood === null) return null;
  const requested = ifood.cancellation_requested_at !== null && !finished;
  return (
    <>
      {awaitsIfoodConfirmation(order) ? <ConfirmCountdown by={ifood.confirm_by} /> : null}
      {requested ? <p className={styles.ifoodRequested}>{IFOOD_MESSAGES.cancellationRequested}</p> : null}
      {ifood.problem !== null && !finished ? <p className={styles.ifoodProblem}>{ifood.problem}</p> : null}
      <p className={styles.place}>{contactText(ifood, order.display_ref)}</p>
      {ifood.customer_document ? <p className={styles.place}>CPF na nota: {formatCpf(ifood.customer_document)}</p> : null}
    </>
  );
}

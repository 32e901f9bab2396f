import { type OrderState } from "@forno/domain/orders";
import { type Order, type OrderDriver } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { NewOrderLink } from "../../components/new-order-link";
import { OrdersViewSwitch } from "../../components/orders-view-switch";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { boardColumns, DESK_COLUMNS, newOrderCount } from "./board-state";
import { CancelDialog } from "./cancel-dialog";
import { DeskColumn } from "./desk-column";
import { useDeskNotifications } from "./desk-notifications";
import { useDeskPlayer } from "./desk-player-context";
import { DESK_SETTINGS_BEFORE_LOAD } from "./desk-settings";
import { deskTitle } from "./desk-title";
import { DeskToolbar } from "./desk-toolbar";
import { itemSummary } from "./item-summary";
import { autoPrintTemplates, printInBackground } from "./print-tickets";
import { isCancellationOfPaidOrder } from "./cancellation";
import { useDelayedMoves } from "./use-delayed-moves";
import { useDeskAlert } from "./use-desk-alert";
import { useNow } from "./use-now";
import { changeOf, useOrderDesk } from "./use-order-desk";
import { useWakeLock } from "./use-wake-lock";
import styles from "./order-desk-page.module.css";

const NO_DRIVERS: readonly OrderDriver[] = [];

/** /backoffice/orders: the live board a counter keeps open all night (operations section 1). */
export function OrderDeskPage() {
  const api = useApi();
  const player = useDeskPlayer();
  const operation = useQuery(api.settings.storeQuery()).data?.operation;
  // An API without one of the settings (an older build) leaves its starting value in place.
  const settings = useMemo(() => ({ ...DESK_SETTINGS_BEFORE_LOAD, ...operation }), [operation]);
  const drivers = useQuery(api.drivers.activeQuery()).data ?? NO_DRIVERS;
  const notifications = useDeskNotifications(api.push);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const now = useNow();
  useWakeLock();

  const events = {
    onChange: (order: Order, before: Order | undefined) => {
      const { from, to, changed } = changeOf(order, before);
      if (!changed) return;
      // A paid order cancelled elsewhere (the customer, another desk): this desk's own cancellation is
      // still pending here until its answer, so it never rings for itself.
      if (isCancellationOfPaidOrder(from, to) && !moves.pending.has(order.id)) alert.cancelled();
      if (to === "PAID") notifications.notify(`Novo pedido #${order.external_id}`, `${order.Client?.name ?? "Cliente"} · ${itemSummary(order.OrderItem)}`);
    },
  };
  const desk = useOrderDesk(events);
  const deliveryMinutes = operation?.default_delivery_time ?? 0;
  const moves = useDelayedMoves({
    applyLocal: desk.applyLocal,
    onMoved: (order, to) => {
      if (to === "PREPARATION") printInBackground(order.id, autoPrintTemplates(settings.auto_print), settings.ticket_width);
    },
  });

  // What waits for someone: not the orders this desk already moved on, even before the server knows.
  const newOrders = newOrderCount(desk.board, now, deliveryMinutes, moves.pending);
  const alert = useDeskAlert(player, newOrders, settings.alert_sound);

  const columns = useMemo(() => {
    const pendingStates = new Map<number, OrderState>([...moves.pending].map(([id, move]) => [id, move.to]));
    return boardColumns(desk.board, now, pendingStates, deliveryMinutes);
  }, [desk.board, now, moves.pending, deliveryMinutes]);

  // Stable handlers: with 300 cards on a Friday, an event re-renders only the cards it changed.
  const { schedule, undo, dismissError } = moves;
  // Printed from a hidden frame: the print dialog opens over the board, which stays in front (decision 3701).
  const printOrder = useCallback((order: Order) => printInBackground(order.id, ["kitchen"], settings.ticket_width), [settings.ticket_width]);
  const undoOrder = useCallback((order: Order) => undo(order.id), [undo]);
  const dismissOrderError = useCallback((order: Order) => dismissError(order.id), [dismissError]);
  const columnProps = {
    pending: moves.pending,
    errors: moves.errors,
    now,
    settings,
    drivers,
    onStep: schedule,
    onUndo: undoOrder,
    onCancel: setCancelling,
    onPrint: printOrder,
    onDismissError: dismissOrderError,
  };

  return (
    <div className={styles.page} data-ringing={alert.ringing} data-audio={alert.audio} data-stream={desk.status} data-new-orders={newOrders}>
      <PageHeader
        title="Pedidos"
        documentTitle={deskTitle(newOrders)}
        actions={
          <div className={styles.headerActions}>
            <DeskToolbar
              audio={alert.audio}
              muted={alert.muted}
              onToggleMuted={alert.toggleMuted}
              onUnlock={() => void alert.unlock()}
              notifications={notifications.permission}
              onAskNotifications={() => void notifications.ask()}
            />
            <NewOrderLink />
            <OrdersViewSwitch />
          </div>
        }
      />
      {desk.status === "down" ? (
        <Banner tone="danger" alert title="Sem conexão com o servidor" className={styles.banner}>
          Pedidos novos e mudanças podem não aparecer. Reconectando… a lista é atualizada assim que a conexão voltar.
        </Banner>
      ) : null}
      {desk.loadError ? (
        <Banner
          tone="danger"
          alert
          className={styles.banner}
          action={
            <Button variant="secondary" onClick={desk.retryList}>
              Tentar agora
            </Button>
          }
        >
          Não foi possível carregar os pedidos. Tentando de novo a cada poucos segundos…
        </Banner>
      ) : null}
      {columns.scheduled.length > 0 ? (
        <DeskColumn
          column="scheduled"
          className={styles.scheduled}
          orders={columns.scheduled}
          {...columnProps}
        />
      ) : null}
      <div className={styles.board} aria-busy={desk.loading}>
        {DESK_COLUMNS.map((column) => (
          <DeskColumn
            key={column}
            column={column}
            orders={columns[column]}
            {...columnProps}
          />
        ))}
      </div>
      <CancelDialog order={cancelling} onConfirm={(order, code) => moves.sendNow(order, "CANCELLED_STORE", "Cancelando", code)} onClose={() => setCancelling(null)} />
    </div>
  );
}

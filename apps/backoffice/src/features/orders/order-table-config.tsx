import { formatPhone } from "@forno/domain/format";
import { currentState, orderChannelLabel } from "@forno/domain/orders";
import { discountAmountText, discountLabel, orderSums, orderTotalCentavos } from "@forno/domain/order-reading";
import { type Order, orderListQuerySchema } from "@forno/domain/schemas";
import { Money } from "@forno/ui/money";
import { createColumnHelper } from "@tanstack/react-table";
import { FiscalStateBadge } from "../../components/fiscal-state-badge";
import { StaffStateBadge } from "../../components/staff-state-badge";
import { DateTimeCell, type FilterDef, sortParams, type SortState } from "../data-table";
import { orderAddressText } from "./order-address";
import { ScheduledCell } from "./scheduled-cell";
import styles from "./order-table-config.module.css";

const column = createColumnHelper<Order>();

/**
 * What the customer pays, and under it the discount it is net of: "-R$ 5,49 PRIMEIRA10" (named
 * "Desconto (PRIMEIRA10)"), or "Recompensa" for the loyalty card's (growth.md section 2).
 */
function TotalCell({ order }: { order: Order }) {
  const { discount, total } = orderSums(order);
  return (
    <span className={styles.total}>
      <Money value={total} unit="centavos" />
      {discount > 0 ? (
        <span className={styles.discount} title={discountLabel(order)}>
          {discountAmountText(discount)} <span className={styles.couponCode}>{order.coupon_code ?? (order.uses_reward ? "Recompensa" : null)}</span>
        </span>
      ) : null}
    </span>
  );
}
const sortBy = sortParams(orderListQuerySchema);

/**
 * Seed 001 section 2.8: id, Pedido (external id), Status (label of the latest state), Cliente,
 * Telefone, Endereço, Valor (amount + delivery_fee - discount, the discount under it), scheduled time, Criado em. The widths fit a
 * 1280 px laptop beside the open sidebar; Status, Cliente and Endereço wrap to two lines (decision 2100).
 * The driver an order left with reads under its status, so the widths stay (decision 1725); so does
 * its NFC-e state (growth.md section 3).
 */
export const orderColumns = [
  column.accessor("id", { header: "ID", meta: { width: "48px" } }),
  column.accessor("external_id", {
    header: "Pedido",
    // The channel under the number: a column of its own would not fit the 1280 px layout (decision 2100).
    cell: (info) => (
      <>
        #{info.getValue()}
        <small className={styles.channel}>{orderChannelLabel(info.row.original.channel)}</small>
      </>
    ),
    meta: { sortParam: sortBy("order_external_id"), width: "84px", wrap: true },
  }),
  column.display({
    id: "status",
    header: "Status",
    cell: (info) => {
      const { OrderStateHistory, driver, is_delivery, fiscal } = info.row.original;
      const state = currentState(OrderStateHistory);
      return (
        <>
          {state ? <StaffStateBadge state={state} isDelivery={is_delivery} /> : "—"}
          {driver ? <span className={styles.driver}>Entregador: {driver.name}</span> : null}
          {fiscal ? <FiscalStateBadge order={{ fiscal }} className={styles.fiscal} /> : null}
        </>
      );
    },
    meta: { width: "136px", wrap: true },
  }),
  column.accessor((order) => order.Client?.name ?? "", {
    id: "client",
    header: "Cliente",
    cell: (info) => <span title={info.getValue()}>{info.getValue()}</span>,
    meta: { sortParam: sortBy("order_client_name"), width: "132px", wrap: true },
  }),
  column.accessor((order) => order.Client?.phone ?? "", { id: "phone", header: "Telefone", cell: (info) => formatPhone(info.getValue()), meta: { width: "136px" } }),
  column.accessor((order) => orderAddressText(order), {
    id: "address",
    header: "Endereço",
    cell: (info) => <span title={info.getValue()}>{info.getValue()}</span>,
    meta: { wrap: true, minWidth: "128px" },
  }),
  column.accessor((order) => orderTotalCentavos(order), {
    id: "total",
    header: "Valor",
    cell: (info) => <TotalCell order={info.row.original} />,
    meta: { width: "88px", align: "end" },
  }),
  column.accessor("scheduled_time", {
    header: "Entrega prevista",
    cell: (info) => <ScheduledCell order={info.row.original} />,
    meta: { sortParam: sortBy("order_scheduled_time"), width: "112px" },
  }),
  column.accessor("created_at", { header: "Criado em", cell: (info) => <DateTimeCell value={info.getValue()} compact />, meta: { sortParam: sortBy("order_created_at"), width: "112px" } }),
];

export const orderFilters: readonly FilterDef<typeof orderListQuerySchema>[] = [
  { param: "where_external_id", label: "Pedido", kind: "number", width: "100px" },
  { param: "where_client_name", label: "Cliente", kind: "text", width: "200px" },
  { param: "where_client_phone", label: "Telefone", kind: "text", width: "160px" },
];

/** The evening's newest orders first until a header says otherwise (decision 0702). */
export const ORDERS_DEFAULT_SORT: SortState<typeof orderListQuerySchema> = { param: "order_created_at", direction: "desc" };

export const orderRowId = (order: Order) => String(order.id);

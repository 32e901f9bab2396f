import { orderListQuerySchema } from "@forno/domain/schemas";
import { orderKeys } from "@forno/api-client";
import { NewOrderLink } from "../../components/new-order-link";
import { OrdersViewSwitch } from "../../components/orders-view-switch";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { DataTable } from "../data-table";
import { OrderDetails } from "./order-details";
import { ORDERS_DEFAULT_SORT, orderColumns, orderFilters, orderRowId } from "./order-table-config";
import { useLiveOrderRows } from "./use-live-order-rows";

export function OrdersPage() {
  const api = useApi();
  useLiveOrderRows();
  return (
    <>
      <PageHeader
        title="Pedidos"
        actions={
          <>
            <NewOrderLink />
            <OrdersViewSwitch />
          </>
        }
      />
      <DataTable
        label="Pedidos"
        columns={orderColumns}
        resourceKey={orderKeys.all}
        querySchema={orderListQuerySchema}
        fetchPage={api.orders.list}
        getRowId={orderRowId}
        filters={orderFilters}
        defaultSort={ORDERS_DEFAULT_SORT}
        expandLabel={(order) => `Detalhes do pedido #${order.external_id}`}
        renderExpanded={(order) => <OrderDetails order={order} />}
      />
    </>
  );
}

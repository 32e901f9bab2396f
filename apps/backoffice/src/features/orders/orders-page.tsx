import { orderListQuerySchema } from "@forno/domain/schemas";
import { orderKeys } from "@forno/api-client";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { DataTable } from "../data-table";
import { OrderDetails } from "./order-details";
import { ORDERS_DEFAULT_SORT, ORDERS_REFRESH_MS, orderColumns, orderFilters, orderRowId } from "./order-table-config";

export function OrdersPage() {
  const api = useApi();
  return (
    <>
      <PageHeader title="Pedidos" />
      <DataTable
        label="Pedidos"
        columns={orderColumns}
        resourceKey={orderKeys.all}
        querySchema={orderListQuerySchema}
        fetchPage={api.orders.list}
        getRowId={orderRowId}
        filters={orderFilters}
        defaultSort={ORDERS_DEFAULT_SORT}
        refetchInterval={ORDERS_REFRESH_MS}
        expandLabel={(order) => `Detalhes do pedido #${order.external_id}`}
        renderExpanded={(order) => <OrderDetails order={order} />}
      />
    </>
  );
}

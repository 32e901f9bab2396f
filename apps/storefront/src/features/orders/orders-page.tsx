import { Button } from "@forno/ui/button";
import { EmptyState } from "@forno/ui/empty-state";
import { ReceiptIcon } from "@forno/ui/icons";
import { Skeleton } from "@forno/ui/skeleton";
import { Spinner } from "@forno/ui/spinner";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { Navigate, useNavigate } from "react-router";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { useSignedIn } from "../../lib/session/session-store";
import { OrderRow } from "./order-row";
import { useOrderHistory } from "../../lib/orders/use-order-history";
import { useWhenVisible } from "./use-when-visible";
import styles from "./orders-page.module.css";

/** /orders: the customer's orders, 20 at a time, the next page loading as the last row comes into view. */
export function OrdersPage() {
  const signedIn = useSignedIn();
  if (!signedIn) return <Navigate to="/sign-in" replace state={{ redirectTo: "/orders" }} />;
  return <OrdersList />;
}

function OrdersList() {
  const navigate = useNavigate();
  const { data, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = useOrderHistory();
  const lastRowRef = useWhenVisible(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  });
  const orders = data?.pages.flat() ?? [];

  return (
    <Page header={<CompactHeader title="Pedidos" />} bottomBar>
      {isPending ? (
        <div aria-busy="true" className={styles.list}>
          <VisuallyHidden>Carregando pedidos...</VisuallyHidden>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} shape="block" height={88} />
          ))}
        </div>
      ) : isError ? (
        <div className={styles.error}>
          <p>Não foi possível carregar seus pedidos.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : orders.length === 0 ? (
        <EmptyState
          icon={<ReceiptIcon size={40} />}
          title="Você ainda não fez nenhum pedido"
          text="Que tal começar por uma pizza?"
          action={<Button onClick={() => void navigate("/catalog")}>Ver cardápio</Button>}
        />
      ) : (
        <>
          <ul className={styles.list} aria-label="Seus pedidos">
            {orders.map((order, index) => (
              <OrderRow key={order.id} order={order} ref={index === orders.length - 1 ? lastRowRef : undefined} />
            ))}
          </ul>
          {isFetchingNextPage ? (
            <div className={styles.more}>
              <Spinner label="Carregando mais pedidos..." />
            </div>
          ) : null}
        </>
      )}
    </Page>
  );
}

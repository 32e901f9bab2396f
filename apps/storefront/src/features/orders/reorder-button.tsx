import type { Order } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { useReorder } from "./use-reorder";
import styles from "./reorder-button.module.css";

/** "Pedir de novo": the order's items back in the cart at today's prices, then the cart. */
export function ReorderButton({ order, className }: { order: Order; className?: string }) {
  const reorder = useReorder();
  const nothingLeft = reorder.isSuccess && reorder.data.lines.length === 0;
  return (
    <div className={[styles.reorder, className].filter(Boolean).join(" ")}>
      <Button variant="secondary" loading={reorder.isPending} onClick={() => reorder.mutate(order)} aria-label={`Pedir de novo o pedido #${order.external_id}`}>
        Pedir de novo
      </Button>
      {reorder.isError ? (
        <p role="alert" className={styles.message}>
          Não foi possível montar o carrinho agora. Tente novamente.
        </p>
      ) : nothingLeft ? (
        <p role="status" className={styles.message}>
          Nenhum item deste pedido está disponível hoje.
        </p>
      ) : null}
    </div>
  );
}

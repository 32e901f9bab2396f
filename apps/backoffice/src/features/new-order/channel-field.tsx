import { ORDER_CHANNEL_LABELS, STAFF_ORDER_CHANNELS } from "@forno/domain/orders";
import type { StaffOrderForm } from "@forno/domain/schemas";
import { type UseFormReturn } from "react-hook-form";
import styles from "./new-order.module.css";

/**
 * How the order came in, Telefone or Balcão: a question about the order, not about its delivery, so
 * it has its own box (it sat inside "Entrega", next to "Entrega"/"Retirada", and read as one of them).
 */
export function ChannelField({ form }: { form: UseFormReturn<StaffOrderForm> }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Canal</legend>
      <div className={styles.inline}>
        {STAFF_ORDER_CHANNELS.map((channel) => (
          <label key={channel} className={styles.radio}>
            <input type="radio" value={channel} {...form.register("channel")} />
            {ORDER_CHANNEL_LABELS[channel]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { whatsappLink } from "@forno/domain/format";
import { orderStatusText } from "@forno/domain/order-reading";
import { currentState } from "@forno/domain/orders";
import type { Order } from "@forno/domain/schemas";
import { PhoneIcon } from "@forno/ui/icons";
import styles from "./status-whatsapp-link.module.css";

/**
 * "Enviar status no WhatsApp" (operations.md section 6): a wa.me draft to the client's phone with
 * the order number and its current status; only a draft, the staff sends it. Nothing without a phone.
 */
export function StatusWhatsappLink({ order, className }: { order: Order; className?: string }) {
  const state = currentState(order.OrderStateHistory);
  const href = state ? whatsappLink(order.Client?.phone, orderStatusText(order.external_id, state, order.Client?.name, order.is_delivery)) : null;
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={[styles.link, className].filter(Boolean).join(" ")}
      aria-label={`Enviar status no WhatsApp: pedido #${order.external_id}`}
    >
      <PhoneIcon size={18} />
      Enviar status no WhatsApp
    </a>
  );
}

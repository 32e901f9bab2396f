import { createIcon } from "./create-icon";

/** A receipt: the orders ("Pedidos") entry. */
export const ReceiptIcon = createIcon(
  "ReceiptIcon",
  <path d="M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4" />,
);

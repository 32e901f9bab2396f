import { createIcon } from "./create-icon";

export const CartIcon = createIcon(
  "CartIcon",
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.2a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 7H6.2" />
  </>,
);

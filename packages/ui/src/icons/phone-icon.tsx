import { createIcon } from "./create-icon";

export const PhoneIcon = createIcon(
  "PhoneIcon",
  <path d="M5 3h3.5l1.5 5-2.2 1.3a12 12 0 0 0 6.9 6.9L16 14l5 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />,
);

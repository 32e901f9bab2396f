import { createIcon } from "./create-icon";

export const HomeIcon = createIcon(
  "HomeIcon",
  <path d="M3 10.5 12 3l9 7.5M5 9v11a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9" />,
);

import { createIcon } from "./create-icon";

export const ScooterIcon = createIcon(
  "ScooterIcon",
  <path d="M5 17a2 2 0 1 0 4 0 2 2 0 0 0-4 0M15 17a2 2 0 1 0 4 0 2 2 0 0 0-4 0M9 17h6M13 17V9h3l3 6M13 9h-3M5 17l2-5h6" />,
);

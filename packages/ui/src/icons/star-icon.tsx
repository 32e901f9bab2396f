import { createIcon } from "./create-icon";

/** Pass fill="currentColor" for a filled star (the default address). */
export const StarIcon = createIcon(
  "StarIcon",
  <path d="m12 2.5 2.9 6.1 6.6.7-4.9 4.5 1.4 6.5L12 17l-6 3.3 1.4-6.5-4.9-4.5 6.6-.7z" />,
);

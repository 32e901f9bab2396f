import { createIcon } from "./create-icon";

/** "No" in a yes/no column (e.g. an inactive CEP): a cross in a circle, distinct from the close button. */
export const CrossIcon = createIcon(
  "CrossIcon",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
);

import { createIcon } from "./create-icon";

/** A price tag: coupons. */
export const TagIcon = createIcon("TagIcon", <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9zM7.5 7.5h.01" />);

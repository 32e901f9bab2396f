import { createIcon } from "./create-icon";

export const MinusIcon = createIcon("MinusIcon", <path d="M5 12h14" />);

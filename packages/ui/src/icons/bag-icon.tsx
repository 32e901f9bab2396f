import { createIcon } from "./create-icon";

export const BagIcon = createIcon("BagIcon", <path d="M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2" />);

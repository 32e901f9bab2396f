import { createIcon } from "./create-icon";

export const ChartIcon = createIcon("ChartIcon", <path d="M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6M20 16V6" />);

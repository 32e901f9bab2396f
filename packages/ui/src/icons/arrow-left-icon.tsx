import { createIcon } from "./create-icon";

export const ArrowLeftIcon = createIcon("ArrowLeftIcon", <path d="M19 12H5M12 19l-7-7 7-7" />);

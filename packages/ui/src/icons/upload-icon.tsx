import { createIcon } from "./create-icon";

export const UploadIcon = createIcon("UploadIcon", <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />);

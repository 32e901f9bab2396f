import { createIcon } from "./create-icon";

/** A generic Pix mark (nested diamonds), not the trademarked logo. */
export const PixIcon = createIcon("PixIcon", <path d="M12 3l9 9-9 9-9-9zM12 8l4 4-4 4-4-4z" />);

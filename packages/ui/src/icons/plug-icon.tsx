import { createIcon } from "./create-icon";

/** A plug: the Integrações section (a PDV connected to the store). */
export const PlugIcon = createIcon("PlugIcon", <path d="M9 2v6M15 2v6M6 8h12v4a6 6 0 0 1-12 0zM12 18v4" />);

import { createIcon } from "./create-icon";

/** A shop front with its awning: the owner's "Minha loja". */
export const StoreIcon = createIcon("StoreIcon", <path d="M4 10v10h16V10M3 4h18l1 5a3 3 0 0 1-5 1 3 3 0 0 1-5 0 3 3 0 0 1-5 0 3 3 0 0 1-5-1zM10 20v-5h4v5" />);

import { DAY_NAMES } from "@forno/domain/store-hours";

/** "Domingo" ... "Sábado": the week table's row headers (index = the contract's `day`). */
export const DAY_TITLES = DAY_NAMES.map((name) => name.charAt(0).toUpperCase() + name.slice(1));

import type { StoreHoursAnswer, StoreHoursBodyInput } from "@forno/domain/schemas";

/** One date exception being edited: closed all day, or open at special hours. */
export interface DraftException {
  key: number;
  date: string;
  closed: boolean;
  opens: string;
  closes: string;
}

let nextKey = 1;

export function exceptionsDraftOf(exceptions: StoreHoursAnswer["exceptions"]): DraftException[] {
  return [...exceptions]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((exception) =>
      "closed" in exception
        ? { key: nextKey++, date: exception.date, closed: true, opens: "18:00", closes: "23:00" }
        : { key: nextKey++, date: exception.date, closed: false, opens: exception.opens, closes: exception.closes },
    );
}

/** A new exception: closed all day on `date` (the common case, a holiday). */
export function newException(date: string): DraftException {
  return { key: nextKey++, date, closed: true, opens: "18:00", closes: "23:00" };
}

/** The draft as PUT /store/hours' `exceptions`; an empty date is sent as is so the server names it. */
export function exceptionsOfDraft(draft: readonly DraftException[]): StoreHoursBodyInput["exceptions"] {
  return draft.map(({ date, closed, opens, closes }) => (closed ? { date, closed: true } : { date, opens, closes }));
}

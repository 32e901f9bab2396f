/** One opening of the week: `day` 0 = Sunday ... 6 = Saturday, local times "HH:mm". */
export interface WeekInterval {
  day: number;
  opens: string;
  closes: string;
}

/** A date whose own hours replace the week's: closed all day, or one interval (several entries add intervals). */
export type HoursException = { date: string; closed: true } | { date: string; opens: string; closes: string };

/** A pause in a rush: closed until `until` (an ISO instant), or until resumed when null. */
export interface StorePause {
  until: string | null;
  reason: string;
}

/** Everything that decides whether the store takes orders at an instant. */
export interface StoreHours {
  /** IANA zone the times are written in ("America/Sao_Paulo"). */
  timezone: string;
  week: readonly WeekInterval[];
  exceptions: readonly HoursException[];
  pause: StorePause | null;
  /** `store_info.online`: false means closed, whatever the hours say. */
  online: boolean;
}

/** An open stretch of time, [start, end) in epoch milliseconds. */
export interface OpenSpan {
  start: number;
  end: number;
}

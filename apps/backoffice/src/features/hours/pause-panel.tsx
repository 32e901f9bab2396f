import { errorMessage } from "@forno/api-client";
import { formatTime } from "@forno/domain/format";
import type { StoreHoursAnswer } from "@forno/domain/schemas";
import { openingStateText } from "@forno/domain/store-hours";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { Select } from "@forno/ui/select";
import { TextField } from "@forno/ui/text-field";
import { useState } from "react";
import { useHoursMutations } from "./use-store-hours";
import styles from "./hours-page.module.css";

/** "Pausar pedidos" lengths (minutes; "" = until "Retomar"). */
export const PAUSE_OPTIONS = [
  { value: "15", label: "15 minutos" },
  { value: "30", label: "30 minutos" },
  { value: "60", label: "1 hora" },
  { value: "", label: "Até retomar" },
];

/** What the pause means now: "Pedidos pausados até 22:45 · Cozinha cheia" or "... até serem retomados". */
export function pauseText(pause: NonNullable<StoreHoursAnswer["pause"]>): string {
  const until = pause.until ? `até ${formatTime(pause.until)}` : "até serem retomados";
  return `Pedidos pausados ${until}${pause.reason ? ` · ${pause.reason}` : ""}`;
}

/** The store's state now (from the server's computed fields), and the pause: start it with a length and a reason, or "Retomar". */
export function PausePanel({ hours }: { hours: StoreHoursAnswer }) {
  const { pause, resume } = useHoursMutations();
  const [minutes, setMinutes] = useState("15");
  const [reason, setReason] = useState("");
  // The server decided is_open; "now" only names the day ("hoje", "terça") in the text.
  const [now] = useState(() => Date.now());
  const failure = pause.error ?? resume.error;
  return (
    <section className={styles.card} aria-labelledby="agora">
      <div className={styles.cardHead}>
        <h2 id="agora" className={styles.heading}>
          Agora
        </h2>
        <p className={hours.is_open ? styles.open : styles.closed} role="status">
          {openingStateText(hours, now, hours.timezone)}
        </p>
      </div>
      {failure ? <Banner alert tone="danger">{errorMessage(failure)}</Banner> : null}
      {hours.pause ? (
        <div className={styles.pauseRow}>
          <p className={styles.paused}>{pauseText(hours.pause)}</p>
          <Button onClick={() => resume.mutate()} loading={resume.isPending}>
            Retomar
          </Button>
        </div>
      ) : (
        <form
          className={styles.pauseRow}
          onSubmit={(event) => {
            event.preventDefault();
            pause.mutate({ minutes: minutes === "" ? null : Number(minutes), reason: reason.trim() }, { onSuccess: () => setReason("") });
          }}
        >
          <Select label="Pausar por" options={PAUSE_OPTIONS} value={minutes} onChange={(event) => setMinutes(event.target.value)} />
          <TextField label="Motivo" optional maxLength={200} placeholder="Ex.: cozinha cheia" value={reason} onChange={(event) => setReason(event.target.value)} />
          <Button type="submit" variant="danger" loading={pause.isPending}>
            Pausar pedidos
          </Button>
        </form>
      )}
    </section>
  );
}

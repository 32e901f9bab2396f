import { errorMessage } from "@forno/api-client";
import type { StoreHoursAnswer } from "@forno/domain/schemas";
import { wallClock } from "@forno/domain/store-hours";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { showToast } from "@forno/ui/toast-store";
import { useState } from "react";
import { ExceptionsEditor } from "./exceptions-editor";
import { exceptionsDraftOf, exceptionsOfDraft } from "./exceptions-draft";
import { useHoursMutations } from "./use-store-hours";
import { WeekEditor } from "./week-editor";
import { weekDraftOf, weekOfDraft } from "./week-draft";
import styles from "./hours-page.module.css";

/** The week and the date exceptions, edited together and saved with one PUT /store/hours; the server's 400 names the day. */
export function HoursForm({ hours }: { hours: StoreHoursAnswer }) {
  const { save } = useHoursMutations();
  const [week, setWeek] = useState(() => weekDraftOf(hours.week));
  const [exceptions, setExceptions] = useState(() => exceptionsDraftOf(hours.exceptions));
  const [today] = useState(() => wallClock(Date.now(), hours.timezone).date);
  return (
    <form
      className={styles.card}
      aria-labelledby="funcionamento"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { timezone: hours.timezone, week: weekOfDraft(week), exceptions: exceptionsOfDraft(exceptions) },
          { onSuccess: () => showToast({ text: "Horários salvos", type: "success" }) },
        );
      }}
    >
      <div className={styles.cardHead}>
        <h2 id="funcionamento" className={styles.heading}>
          Horário de funcionamento
        </h2>
        <span className={styles.muted}>Fuso horário: {hours.timezone}</span>
      </div>
      {save.error ? (
        <Banner alert tone="danger">
          {errorMessage(save.error)}
        </Banner>
      ) : null}
      <WeekEditor draft={week} onChange={setWeek} />
      <h3 className={styles.subheading}>Datas especiais</h3>
      <ExceptionsEditor draft={exceptions} onChange={setExceptions} today={today} />
      <div className={styles.formActions}>
        <Button type="submit" loading={save.isPending}>
          Salvar horários
        </Button>
      </div>
    </form>
  );
}

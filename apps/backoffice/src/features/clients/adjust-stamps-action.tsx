import type { ListedClient } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { lazy, Suspense, useState } from "react";
import styles from "./loyalty-stamps.module.css";

// The dialog loads when it is first opened: the clients table's first load stays as it was (decision 3230).
const AdjustStampsDialog = lazy(() => import("./adjust-stamps-dialog"));

/** "Ajustar selos" in a client's row (growth.md section 2): the dialog with the card, the change, its reason and the history. */
export function AdjustStampsAction({ client }: { client: ListedClient }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className={styles.small} onClick={() => setOpen(true)} aria-label={`Ajustar selos de ${client.name}`}>
        Ajustar selos
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AdjustStampsDialog client={client} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

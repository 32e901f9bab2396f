import type { FractionChoice } from "@forno/domain/fractions";
import { Button } from "@forno/ui/button";
import { Dialog } from "@forno/ui/dialog";
import { useState } from "react";
import { fractionOptionText } from "./fraction-text";
import styles from "./fraction-dialog.module.css";

export interface FractionDialogProps {
  open: boolean;
  options: readonly FractionChoice[];
  /** The fractions of the pizza being completed were already picked (changes the wording). */
  picking: boolean;
  onCancel: () => void;
  onConfirm: (fraction: FractionChoice) => void;
}

/** 'Como você quer sua pizza?': Confirmar stays disabled until an option is chosen. */
export function FractionDialog({ open, options, picking, onCancel, onConfirm }: FractionDialogProps) {
  const [choice, setChoice] = useState<FractionChoice | null>(null);
  function close() {
    setChoice(null);
    onCancel();
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Como você quer sua pizza?"
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancelar
          </Button>
          <Button
            disabled={choice === null}
            onClick={() => {
              if (choice === null) return;
              setChoice(null);
              onConfirm(choice);
            }}
          >
            Confirmar
          </Button>
        </>
      }
    >
      <fieldset className={styles.options}>
        <legend className={styles.legend}>Tamanho do sabor</legend>
        {options.map((value) => {
          const text = fractionOptionText(value, picking);
          return (
            <label key={value} className={styles.option}>
              <input type="radio" name="fracao" value={value} checked={choice === value} onChange={() => setChoice(value)} />
              <span className={styles.title}>{text.title}</span>{" "}
              <span className={styles.detail}>{text.detail}</span>
            </label>
          );
        })}
      </fieldset>
    </Dialog>
  );
}

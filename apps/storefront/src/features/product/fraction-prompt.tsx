import type { FractionChoice } from "@forno/domain/fractions";
import { Button } from "@forno/ui/button";
import { fractionShortText } from "./fraction-text";
import styles from "./fraction-prompt.module.css";

export interface FractionPromptProps {
  fraction: FractionChoice | null;
  /** Other options remain to choose from (none when a single option was chosen automatically). */
  canChange: boolean;
  soldByThirds: boolean;
  /** The flavours the pizza being completed already has ("1/2 Calabresa"); null for a new pizza. */
  completes: string | null;
  onOpen: () => void;
}

/** Whole, half-and-half or (only "Pizzas Grandes") three flavours: the choice and how to change it. */
export function FractionPrompt({ fraction, canChange, soldByThirds, completes, onOpen }: FractionPromptProps) {
  return (
    <section className={styles.prompt} aria-label="Tamanho do sabor">
      <div className={styles.text}>
        <p className={styles.title}>{fraction === null ? "Como você quer sua pizza?" : `Pizza: ${fractionShortText(fraction)}`}</p>
        <p className={styles.detail}>
          {fraction === null
            ? soldByThirds
              ? "Inteira, meio a meio ou três sabores."
              : "Inteira ou meio a meio."
            : fraction === 1
              ? "Uma pizza inteira deste sabor."
              : `${fractionShortText(fraction)} da pizza com este sabor.`}
        </p>
        {completes ? <p className={styles.completes}>Completa a pizza que tem {completes}.</p> : null}
      </div>
      {canChange ? (
        <Button variant={fraction === null ? "primary" : "secondary"} onClick={onOpen}>
          {fraction === null ? "Escolher" : "Alterar"}
        </Button>
      ) : null}
    </section>
  );
}

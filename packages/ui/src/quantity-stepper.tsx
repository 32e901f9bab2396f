import { useId } from "react";
import { cx } from "./class-names";
import { MinusIcon, PlusIcon } from "./icons";
import styles from "./quantity-stepper.module.css";

export interface QuantityStepperProps {
  value: number;
  onChange: (next: number) => void;
  /** Lowest value; 0 lets the product page remove the item (saving 0 removes it from the cart). */
  min?: number;
  max?: number;
  step?: number;
  /** Names the group for screen readers (default "Quantidade"). */
  label?: string;
  disabled?: boolean;
  className?: string;
}

const quantityFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3 });

/**
 * The "-" and "+" control. At a limit its button turns aria-disabled instead of disabled, so
 * keyboard focus stays on it rather than falling back to the page.
 */
export function QuantityStepper({ value, onChange, min = 0, max, step = 1, label = "Quantidade", disabled = false, className }: QuantityStepperProps) {
  const valueId = useId();
  const canDecrease = !disabled && value - step >= min;
  const canIncrease = !disabled && (max === undefined || value + step <= max);
  return (
    <div role="group" aria-label={label} className={cx(styles.stepper, className)}>
      <button
        type="button"
        className={styles.button}
        aria-label="Diminuir quantidade"
        aria-controls={valueId}
        aria-disabled={!canDecrease}
        onClick={() => canDecrease && onChange(value - step)}
      >
        <MinusIcon size={20} />
      </button>
      <output id={valueId} className={styles.value} aria-live="polite">
        {quantityFormat.format(value)}
      </output>
      <button
        type="button"
        className={styles.button}
        aria-label="Aumentar quantidade"
        aria-controls={valueId}
        aria-disabled={!canIncrease}
        onClick={() => canIncrease && onChange(value + step)}
      >
        <PlusIcon size={20} />
      </button>
    </div>
  );
}

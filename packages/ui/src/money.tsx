import { formatCentavos, formatMoney } from "@forno/domain/format";
import { cx } from "./class-names";
import styles from "./money.module.css";

export interface MoneyProps {
  /** An amount in reais as the API sends it (49.9), or integer centavos with unit="centavos". */
  value: number;
  unit?: "reais" | "centavos";
  className?: string;
}

/** A price as "R$ 49,90", formatted by @forno/domain so every screen and the API agree. */
export function Money({ value, unit = "reais", className }: MoneyProps) {
  return <span className={cx(styles.money, className)}>{unit === "centavos" ? formatCentavos(value) : formatMoney(value)}</span>;
}

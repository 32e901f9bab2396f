import { type OrderDriver } from "@forno/domain/schemas";
import { Select } from "@forno/ui/select";

interface DriverChoiceProps {
  drivers: readonly OrderDriver[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * The optional driver of an order about to leave: a native select (arrows and type-ahead from the
 * keyboard), right before the card's "Saiu para entrega" button, so Tab then Enter sends it.
 */
export function DriverChoice({ drivers, value, onChange, className }: DriverChoiceProps) {
  return (
    <Select label="Entregador" placeholder="Sem entregador" value={value} onChange={(event) => onChange(event.target.value)} {...(className ? { className } : {})}>
      {drivers.map((driver) => (
        <option key={driver.id} value={String(driver.id)}>
          {driver.name}
        </option>
      ))}
    </Select>
  );
}

/** The chosen driver, or null for "Sem entregador" (or one no longer in the list). */
export function chosenDriver(drivers: readonly OrderDriver[], value: string): OrderDriver | null {
  return drivers.find((driver) => String(driver.id) === value) ?? null;
}

import { TextField } from "@forno/ui/text-field";
import { useId } from "react";
import { type UseFormRegisterReturn } from "react-hook-form";
import styles from "./coordinate-fields.module.css";

export interface CoordinateFieldsProps {
  latitude: UseFormRegisterReturn;
  longitude: UseFormRegisterReturn;
  errors: { latitude?: string | undefined; longitude?: string | undefined };
  className?: string;
}

/** Latitude and Longitude of a delivery area, in decimal degrees (comma or point), both optional. */
export function CoordinateFields({ latitude, longitude, errors, className }: CoordinateFieldsProps) {
  const hintId = useId();
  return (
    <fieldset className={`${styles.group} ${className ?? ""}`} aria-describedby={hintId}>
      <legend className={styles.legend}>Localização (opcional)</legend>
      <p id={hintId} className={styles.hint}>
        Usadas pelo PDV (OpenDelivery) para localizar a entrega.
      </p>
      <div className={styles.fields}>
        <TextField label="Latitude" inputMode="decimal" placeholder="-23,5613" autoComplete="off" {...latitude} error={errors.latitude} />
        <TextField label="Longitude" inputMode="decimal" placeholder="-46,6565" autoComplete="off" {...longitude} error={errors.longitude} />
      </div>
    </fieldset>
  );
}

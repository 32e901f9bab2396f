import { UploadIcon } from "@forno/ui/icons";
import { type DragEvent, useId, useState } from "react";
import { isImageFile } from "./crop-image";
import styles from "./product-photo.module.css";

/** Decision 0705: what a non-image file gets. */
export const NOT_AN_IMAGE = "Escolha um arquivo de imagem (JPG, PNG, WebP...).";

/** A drop zone with a file picker; only image/* files get through to `onPick`. */
export function PhotoPicker({ onPick, label = "Escolher foto" }: { onPick: (file: File) => void; label?: string }) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  function take(file: File | undefined) {
    if (!file) return;
    if (!isImageFile(file)) {
      setError(NOT_AN_IMAGE);
      return;
    }
    setError(null);
    onPick(file);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files[0]);
  }

  return (
    <div
      className={styles.drop}
      data-over={over || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className={styles.fileInput}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = ""; // picking the same file again still fires a change
        }}
      />
      <label htmlFor={inputId} className={styles.pickButton}>
        <UploadIcon size={18} /> {label}
      </label>
      <span className={styles.dropHint}>ou arraste uma imagem aqui</span>
      {error ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { type SyntheticEvent, useId, useRef, useState } from "react";
import { type PercentCrop, type PixelCrop, ReactCrop, centerCrop, convertToPixelCrop, makeAspectCrop } from "react-image-crop";
import "react-image-crop/dist/ReactCrop.css";
import { CreateDialog } from "../../lib/create-dialog";
import { MAX_ZOOM, MIN_ZOOM, PHOTO_ASPECT, cropToJpeg } from "./crop-image";
import styles from "./product-photo.module.css";

const CROP_LABELS = {
  cropArea: "Área do recorte",
  nwDragHandle: "Canto superior esquerdo",
  nDragHandle: "Borda superior",
  neDragHandle: "Canto superior direito",
  eDragHandle: "Borda direita",
  seDragHandle: "Canto inferior direito",
  sDragHandle: "Borda inferior",
  swDragHandle: "Canto inferior esquerdo",
  wDragHandle: "Borda esquerda",
};

export interface CropDialogProps {
  /** An object URL of the picked file. */
  src: string;
  onClose: () => void;
  /** Receives the 430 x 320 JPEG; rejects to show the error in the dialog. */
  onConfirm: (jpeg: Blob) => Promise<unknown>;
}

/** Frames the picture at 430:320 with a zoom from 1 to 3, then hands over the JPEG. */
export function CropDialog({ src, onClose, onConfirm }: CropDialogProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const zoomId = useId();
  const [crop, setCrop] = useState<PercentCrop>();
  const [pixelCrop, setPixelCrop] = useState<PixelCrop>();
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  function onLoad(event: SyntheticEvent<HTMLImageElement>) {
    const { width, height } = event.currentTarget;
    const initial = centerCrop(makeAspectCrop({ unit: "%", width: 90 }, PHOTO_ASPECT, width, height), width, height);
    setCrop(initial);
    setPixelCrop(convertToPixelCrop(initial, width, height));
  }

  async function confirm() {
    if (!imageRef.current) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(await cropToJpeg(imageRef.current, pixelCrop, zoom));
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  }

  return (
    <CreateDialog
      title="Recortar foto"
      description="Ajuste o recorte e o zoom. A foto é salva com 430 x 320 pixels."
      submitLabel="Enviar foto"
      loadingText="Enviando..."
      submit={{ onClick: () => void confirm() }}
      pending={busy}
      error={error}
      onClose={onClose}
      className={styles.cropDialog}
    >
      <div className={styles.cropArea}>
        <ReactCrop
          crop={crop}
          aspect={PHOTO_ASPECT}
          keepSelection
          ruleOfThirds
          ariaLabels={CROP_LABELS}
          onChange={(pixels, percent) => {
            setCrop(percent);
            setPixelCrop(pixels);
          }}
        >
          <img ref={imageRef} src={src} alt="Foto a recortar" onLoad={onLoad} className={styles.cropImage} style={{ transform: `scale(${zoom})` }} />
        </ReactCrop>
      </div>
      <div className={styles.zoom}>
        <label htmlFor={zoomId}>Zoom</label>
        <input
          id={zoomId}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.1}
          value={zoom}
          aria-valuetext={`${zoom.toFixed(1).replace(".", ",")}x`}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
        <output htmlFor={zoomId}>{`${zoom.toFixed(1).replace(".", ",")}x`}</output>
      </div>
    </CreateDialog>
  );
}

import { type Product } from "@forno/domain/schemas";
import { ImageIcon } from "@forno/ui/icons";
import { useEffect, useState } from "react";
import { CropDialog } from "./crop-dialog";
import { PhotoPicker } from "./photo-picker";
import { usePhotoUpload } from "./use-photo-upload";
import styles from "./product-photo.module.css";

/** The product's photo and the way to replace it: pick or drop, crop, upload. */
export function ProductPhoto({ product }: { product: Pick<Product, "id" | "name" | "image_url"> }) {
  const upload = usePhotoUpload(product);
  const [source, setSource] = useState<string | null>(null);
  const [imageUrl, setImageUrl] = useState(product.image_url);

  // The picked file's object URL lives as long as the crop dialog.
  useEffect(() => () => {
    if (source) URL.revokeObjectURL(source);
  }, [source]);

  return (
    <figure className={styles.photo}>
      {imageUrl ? (
        <img className={styles.current} src={imageUrl} alt={`Foto atual de ${product.name}`} width={215} height={160} />
      ) : (
        <div className={styles.placeholder}>
          <ImageIcon size={32} />
          <span>Sem foto</span>
        </div>
      )}
      <figcaption className={styles.caption}>
        <PhotoPicker onPick={(file) => setSource(URL.createObjectURL(file))} label={imageUrl ? "Trocar foto" : "Escolher foto"} />
      </figcaption>
      {source ? (
        <CropDialog
          src={source}
          onClose={() => setSource(null)}
          onConfirm={async (jpeg) => {
            const saved = await upload.mutateAsync(jpeg);
            setImageUrl(saved.image_url);
            setSource(null);
          }}
        />
      ) : null}
    </figure>
  );
}

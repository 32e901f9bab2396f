import { ApiError, productKeys } from "@forno/api-client";
import { type Product } from "@forno/domain/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context";
import { showToast } from "@forno/ui/toast-store";
import { useEndSession } from "../../lib/use-end-session";
import { replaceRow } from "../data-table";

/**
 * POST /products/{id}/upload with the cropped JPEG. A 401 or 403 removes the token and goes back
 * to /backoffice (seed 001 section 8); any other failure shows its message in the crop dialog.
 */
export function usePhotoUpload(product: Pick<Product, "id" | "name">) {
  const api = useApi();
  const queryClient = useQueryClient();
  const endSession = useEndSession();
  return useMutation({
    mutationFn: (jpeg: Blob) => api.products.upload(product.id, jpeg, `produto-${product.id}.jpg`),
    onSuccess: async (saved) => {
      showToast({ text: `Foto de ${saved.name} atualizada`, type: "success" });
      await replaceRow<Product>(queryClient, productKeys.all, (row) => row.id === saved.id, saved);
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) endSession();
    },
  });
}

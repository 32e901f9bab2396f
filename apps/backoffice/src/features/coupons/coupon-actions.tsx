import { couponKeys } from "@forno/api-client/staff";
import { errorMessage } from "@forno/api-client";
import type { Coupon } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { CopyIcon } from "@forno/ui/icons";
import { showToast } from "@forno/ui/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context";
import { couponShareLink } from "../../lib/storefront-url";
import { replaceRow } from "../data-table";
import styles from "./coupons-page.module.css";

/** "Pausar" / "Reativar" in the row (`active`): a paused coupon is refused as unknown ("Cupom inválido."). */
export function PauseButton({ coupon }: { coupon: Coupon }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => api.coupons.update(coupon.id, { active: !coupon.active }),
    onSuccess: async (saved) => {
      showToast({ text: saved.active ? `Cupom ${saved.code} reativado` : `Cupom ${saved.code} pausado`, type: "success" });
      await replaceRow<Coupon>(queryClient, couponKeys.all, (row) => row.id === saved.id, saved);
    },
    onError: (error) => showToast({ text: errorMessage(error), type: "error" }),
  });
  return (
    <Button
      variant="secondary"
      className={styles.small}
      loading={toggle.isPending}
      onClick={() => toggle.mutate()}
      aria-label={coupon.active ? `Pausar o cupom ${coupon.code}` : `Reativar o cupom ${coupon.code}`}
    >
      {coupon.active ? "Pausar" : "Reativar"}
    </Button>
  );
}

/** "Copiar link": the share link (`/cart?cupom=CODE`) for WhatsApp or Instagram. */
export function CopyLinkButton({ coupon }: { coupon: Coupon }) {
  const link = couponShareLink(coupon.code);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ text: `Link do cupom ${coupon.code} copiado`, subtext: link, type: "success" });
    } catch {
      // An insecure page or a refused permission: the link is shown to copy by hand.
      showToast({ text: "Não foi possível copiar: copie o link à mão.", subtext: link, type: "warning" });
    }
  }
  return (
    <Button variant="secondary" className={styles.small} onClick={() => void copy()} aria-label={`Copiar link do cupom ${coupon.code}`} title={link}>
      <CopyIcon size={16} /> Copiar link
    </Button>
  );
}

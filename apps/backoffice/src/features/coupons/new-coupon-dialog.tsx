import { couponKeys } from "@forno/api-client/staff";
import { STORE_TIME_ZONE } from "@forno/domain/format";
import { type CouponForm, NEW_COUPON_FORM, couponFormSchema, couponFormToBody } from "@forno/domain/schemas";
import { showToast } from "@forno/ui/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useApi } from "../../lib/api-context";
import { CreateDialog } from "../../lib/create-dialog";
import { refreshTables, useDraftForm } from "../data-table";
import { CouponFields } from "./coupon-fields";
import { useProductGroups } from "../../lib/use-product-groups";
import styles from "./coupons-page.module.css";

/** "Novo cupom": every rule, with the contract's defaults (one use per client, every day, every order). */
export function NewCouponDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const formId = useId();
  const groups = useProductGroups();
  const { form, discardDraft } = useDraftForm(couponFormSchema, { draftKey: "coupons:new", defaults: NEW_COUPON_FORM });

  const create = useMutation({
    mutationFn: async (values: CouponForm) => {
      const body = couponFormToBody(values, STORE_TIME_ZONE);
      if ("problem" in body) throw new Error(body.problem.message);
      return api.coupons.create(body);
    },
    onSuccess: async (created) => {
      discardDraft();
      onClose();
      showToast({ text: `Cupom ${created.code} criado`, type: "success" });
      await refreshTables(queryClient, couponKeys.all);
    },
  });

  return (
    <CreateDialog title="Novo cupom" submitLabel="Criar cupom" submit={{ formId }} pending={create.isPending} error={create.isError ? create.error : null} onClose={onClose} className={styles.dialog}>
      <form id={formId} className={styles.form} noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))}>
        <CouponFields form={form} groups={groups} />
      </form>
    </CreateDialog>
  );
}

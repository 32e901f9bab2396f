import { couponKeys } from "@forno/api-client/staff";
import { STORE_TIME_ZONE } from "@forno/domain/format";
import { type Coupon, type CouponForm, couponFormSchema, couponFormToBody, couponToForm } from "@forno/domain/schemas";
import { useApi } from "../../lib/api-context";
import { RowForm, useDraftForm, useRowSave } from "../data-table";
import { CouponFields } from "./coupon-fields";
import { useProductGroups } from "../../lib/use-product-groups";

/** A coupon row's inline form: every rule; orders already made keep their price (the offer binds). */
export function CouponRowForm({ coupon, onDone }: { coupon: Coupon; onDone: () => void }) {
  const api = useApi();
  const groups = useProductGroups();
  const { form, restoredDraft, discardDraft } = useDraftForm(couponFormSchema, { draftKey: `coupons:${coupon.id}`, defaults: couponToForm(coupon, STORE_TIME_ZONE) });
  const { save, cancel } = useRowSave({
    resourceKey: couponKeys.all,
    matches: (row: Coupon) => row.id === coupon.id,
    save: async (values: CouponForm) => {
      const body = couponFormToBody(values, STORE_TIME_ZONE);
      if ("problem" in body) throw new Error(body.problem.message);
      return api.coupons.update(coupon.id, body);
    },
    savedText: (saved) => `Cupom ${saved.code} atualizado`,
    discardDraft,
    onDone,
  });
  return (
    <RowForm
      label={`Editar ${coupon.code}`}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      onCancel={cancel}
      error={save.error}
      pending={save.isPending}
      restoredDraft={restoredDraft}
    >
      <CouponFields form={form} groups={groups} />
    </RowForm>
  );
}

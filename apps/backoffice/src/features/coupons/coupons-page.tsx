import { couponKeys } from "@forno/api-client/staff";
import { couponListQuerySchema } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { PlusIcon } from "@forno/ui/icons";
import { useState } from "react";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { DataTable } from "../data-table";
import { CouponRowForm } from "./coupon-row-form";
import { couponColumns, couponFilters, couponRowId } from "./coupon-table-config";
import { NewCouponDialog } from "./new-coupon-dialog";

/** "Cupons" (growth.md section 1): the store's coupons, their uses, a pause and the share link; no delete. */
export function CouponsPage() {
  const api = useApi();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Cupons"
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon size={18} /> Novo cupom
          </Button>
        }
      />
      <DataTable
        label="Cupons"
        columns={couponColumns}
        resourceKey={couponKeys.all}
        querySchema={couponListQuerySchema}
        fetchPage={api.coupons.list}
        getRowId={couponRowId}
        filters={couponFilters}
        expandLabel={(coupon) => `Editar ${coupon.code}`}
        renderExpanded={(coupon, collapse) => <CouponRowForm coupon={coupon} onDone={collapse} />}
      />
      {creating ? <NewCouponDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}

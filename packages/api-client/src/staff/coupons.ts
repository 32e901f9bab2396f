import { type Coupon, type couponCreateBodySchema, type couponListQuerySchema, type couponUpdateBodySchema } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { type z } from "zod";
import { type Http, send } from "../http";
import { type ListParams, searchParams } from "../list-params";

/** The `where_*`, `order_*`, take and skip this list accepts (decision 0920). */
export type CouponListParams = ListParams<typeof couponListQuerySchema>;

export const couponKeys = {
  all: ["coupons"] as const,
  list: (params: CouponListParams) => ["coupons", "list", params] as const,
};

/** Staff only: the store's coupons (growth.md section 1); no delete, `active: false` pauses one. */
export function couponsApi({ ky }: Http) {
  const api = {
    list: (params: CouponListParams) => send(() => ky.get("coupons", { searchParams: searchParams(params) }).json<Coupon[]>()),
    create: (body: z.input<typeof couponCreateBodySchema>) => send(() => ky.post("coupons", { json: body }).json<Coupon>()),
    update: (id: number, body: z.input<typeof couponUpdateBodySchema>) => send(() => ky.patch(`coupons/${id}`, { json: body }).json<Coupon>()),
  };
  return { ...api, listQuery: (params: CouponListParams) => queryOptions({ queryKey: couponKeys.list(params), queryFn: () => api.list(params) }) };
}

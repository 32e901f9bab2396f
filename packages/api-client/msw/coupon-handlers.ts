import { COUPON_MESSAGES, couponRulesProblem } from "@forno/domain/coupons";
import { type Coupon, couponCreateBodySchema, couponListQuerySchema, couponUpdateBodySchema } from "@forno/domain/schemas";
import { http, HttpResponse } from "msw";
import { type StaffTableTools } from "./handler-tools";
import { contains, equals } from "./list-query";

export type CouponHandlerTools = StaffTableTools;

/** GET/POST/PATCH /coupons against the mock store, staff only, with the API's schemas and rules. */
export function couponHandlers({ data, url, error, staffOnly, parse, list }: CouponHandlerTools) {
  return [
    http.get(url("/coupons"), ({ request }) =>
      list(request, [...data.coupons].sort((a, b) => b.created_at.localeCompare(a.created_at)), couponListQuerySchema, {
        where: { where_code: contains((c) => c.code), where_name: contains((c) => c.name), where_active: equals((c) => c.active) },
        order: { order_code: (c) => c.code, order_name: (c) => c.name, order_uses: (c) => c.uses, order_created_at: (c) => c.created_at, order_active: (c) => Number(c.active) },
      }),
    ),
    http.post(url("/coupons"), async ({ request }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const body = await parse(request, couponCreateBodySchema);
      if (body instanceof Response) return body;
      if (data.coupons.some((coupon) => coupon.code === body.code)) return error(409, COUPON_MESSAGES.duplicateCode);
      const coupon: Coupon = { ...body, id: Math.max(0, ...data.coupons.map((c) => c.id)) + 1, uses: 0, created_at: new Date().toISOString() };
      data.coupons.push(coupon);
      return HttpResponse.json(coupon, { status: 201 });
    }),
    http.patch(url("/coupons/:id"), async ({ request, params }) => {
      const denied = staffOnly(request);
      if (denied) return denied;
      const body = await parse(request, couponUpdateBodySchema);
      if (body instanceof Response) return body;
      const coupon = data.coupons.find((c) => c.id === Number(params.id));
      if (!coupon) return error(404, COUPON_MESSAGES.notFound);
      const next = { ...coupon, ...body };
      const problem = couponRulesProblem(next);
      if (problem) return error(400, problem.message);
      if (data.coupons.some((c) => c.id !== coupon.id && c.code === next.code)) return error(409, COUPON_MESSAGES.duplicateCode);
      Object.assign(coupon, next);
      return HttpResponse.json(coupon);
    }),
  ];
}

import { type Coupon, type CouponCreateBodyInput, couponSchema } from "@forno/domain/schemas";
import type { FastifyInstance } from "fastify";

let counter = 0;

/** A coupon created through POST /coupons (a fresh code unless one is given); every rule not given takes the contract's default. */
export async function createCoupon(app: FastifyInstance, staff: string, rules: Partial<CouponCreateBodyInput> = {}): Promise<Coupon> {
  counter += 1;
  const body = { code: `TESTE${counter}`, name: `Cupom de teste ${counter}`, kind: "percent", value: 10, ...rules };
  const response = await app.inject({ method: "POST", url: "/coupons", headers: { authorization: `Bearer ${staff}` }, payload: body });
  if (response.statusCode !== 201) throw new Error(`coupon creation failed: ${response.statusCode} ${response.body}`);
  return couponSchema.parse(response.json());
}

/** A coupon's uses as GET /coupons answers them. */
export async function couponUses(app: FastifyInstance, staff: string, code: string): Promise<number> {
  const response = await app.inject({ method: "GET", url: `/coupons?where_code=${code}&take=100`, headers: { authorization: `Bearer ${staff}` } });
  const found = (response.json() as Coupon[]).find((coupon) => coupon.code === code);
  if (found === undefined) throw new Error(`no coupon ${code}`);
  return found.uses;
}

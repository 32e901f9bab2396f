import { type ReportSummary } from "@forno/domain/schemas";
import { RankingTable } from "./ranking-table";

/** The period's coupons by uses (growth.md section 1: at most 10), with what each took off. */
export function TopCouponsTable({ coupons, caption }: { coupons: ReportSummary["top_coupons"]; caption: string }) {
  return (
    <RankingTable
      caption={caption}
      columns={["Cupom", "Usos", "Descontos"]}
      empty="Nenhum cupom usado no período."
      rows={coupons.map((coupon) => ({ key: coupon.code, name: coupon.code, count: coupon.uses, reais: coupon.discount }))}
    />
  );
}

import { type ReportSummary } from "@forno/domain/schemas";
import { quantityText } from "./report-format";
import { RankingTable } from "./ranking-table";

/** Top products and flavours by quantity (a half is 0.5), with their revenue (additionals included). */
export function TopProductsTable({ products, caption }: { products: ReportSummary["top_products"]; caption: string }) {
  return (
    <RankingTable
      caption={caption}
      columns={["Produto", "Quantidade", "Faturamento"]}
      empty="Nenhum produto vendido no período."
      rows={products.map((product) => ({ key: product.product_id, name: product.name, count: quantityText(product.quantity), reais: product.revenue }))}
    />
  );
}

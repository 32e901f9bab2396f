import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { listPagesQuery } from "./list-pages-query";
import { type OrderListParams } from "./orders";

describe("listPagesQuery: the one paging of every list", () => {
  it("asks page n as take=20, skip=(n-1)*20 with the filters, and stops after a short page (fewer than 20 rows)", async () => {
    const asked: OrderListParams[] = [];
    const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index }));
    const sizes = [20, 20, 7];
    const fetchPage = async (params: OrderListParams) => {
      asked.push(params);
      return rows(sizes[asked.length - 1] ?? 0);
    };
    const queryClient = new QueryClient();
    const options = listPagesQuery({ queryKey: ["orders", "test"], params: { where_client_name: "Ana", order_id: "desc" }, fetchPage });
    const data = await queryClient.fetchInfiniteQuery({ ...options, pages: 4 });
    expect(data.pages.map((page) => page.length)).toEqual([20, 20, 7]);
    expect(asked).toEqual([
      { where_client_name: "Ana", order_id: "desc", take: 20, skip: 0 },
      { where_client_name: "Ana", order_id: "desc", take: 20, skip: 20 },
      { where_client_name: "Ana", order_id: "desc", take: 20, skip: 40 },
    ]);
  });
});

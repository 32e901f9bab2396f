import { productKeys } from "@forno/api-client";
import { type StaffApiClient } from "@forno/api-client/staff";
import { normaliseForSearch } from "@forno/domain/catalog";
import { parseReais } from "@forno/domain/format";
import { type NewProductForm } from "@forno/domain/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context";
import { showToast } from "@forno/ui/toast-store";
import { refreshTables } from "../data-table";

/**
 * The catalogue shows groups by `order_group`: a new product joins its group's position, and a
 * new group goes after the last one.
 */
async function groupPosition(api: StaffApiClient, group: string): Promise<number> {
  const sameGroup = await api.products.list({ where_product_group: group, take: 100 });
  const match = sameGroup.find((product) => normaliseForSearch(product.product_group) === normaliseForSearch(group));
  if (match) return match.order_group;
  const [last] = await api.products.list({ order_group: "desc", take: 1 });
  return (last?.order_group ?? 0) + 1;
}

export function useCreateProduct() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: NewProductForm) =>
      api.products.create({
        name: values.name.trim(),
        product_group: values.product_group.trim(),
        product_subgroup: values.product_subgroup.trim(),
        description: values.description?.trim() || null,
        amount: parseReais(values.amount) ?? 0,
        is_active: values.is_active,
        is_featured: values.featured,
        is_fractionable: values.is_fractionable,
        order_group: await groupPosition(api, values.product_group.trim()),
      }),
    onSuccess: async (created) => {
      showToast({ text: `Produto ${created.name} criado`, type: "success" });
      await refreshTables(queryClient, productKeys.all);
    },
  });
}

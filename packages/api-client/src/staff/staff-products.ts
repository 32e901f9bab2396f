import { type Product, type productCreateBodySchema, type productUpdateBodySchema } from "@forno/domain/schemas";
import { queryOptions } from "@tanstack/react-query";
import { type z } from "zod";
import { type Http, send } from "../http";
import { type ProductListParams, productKeys, productPage } from "../products";

/** Staff: the products table and its edits (backoffice client only). */
export function staffProductsApi(http: Http) {
  const { ky } = http;
  const list = productPage(http);
  return {
    list,
    create: (body: z.input<typeof productCreateBodySchema>) => send(() => ky.post("products", { json: body }).json<Product>()),
    update: (id: number, body: z.input<typeof productUpdateBodySchema>) => send(() => ky.patch(`products/${id}`, { json: body }).json<Product>()),
    /** Multipart upload of the cropped 430x320 JPEG. */
    upload: (id: number, file: Blob, filename = "photo.jpg") => {
      const form = new FormData();
      form.append("file", file, filename);
      return send(() => ky.post(`products/${id}/upload`, { body: form }).json<Product>());
    },
    listQuery: (params: ProductListParams) => queryOptions({ queryKey: productKeys.list(params), queryFn: () => list(params) }),
  };
}

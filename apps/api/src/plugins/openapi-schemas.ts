import {
  addressSchema,
  apiErrorSchema,
  authProfileSchema,
  cepAreaSchema,
  clientSchema,
  clientLastAddressSchema,
  listedClientSchema,
  orderAddressSchema,
  orderClientSchema,
  orderItemSchema,
  orderPaymentSchema,
  orderSchema,
  paymentResponseSchema,
  productAdditionalSchema,
  productSchema,
  savedCardSchema,
  settingSchema,
  storeDetailsSchema,
  storeInfoSchema,
  tokenResponseSchema,
} from "@forno/domain/schemas";
import { z } from "zod";

/**
 * The named schemas of the OpenAPI document (`components.schemas`): every route schema that uses
 * one of these objects gets a `$ref` to it. Named here rather than with `.meta({ id })` in the
 * domain, so no process-wide registry is involved and the domain stays free of document concerns
 * (decision 1400).
 */
export function namedSchemas() {
  const registry = z.registry<{ id?: string }>();
  const names: Array<[z.ZodType, string]> = [
    [apiErrorSchema, "ApiError"],
    [tokenResponseSchema, "TokenResponse"],
    [authProfileSchema, "AuthProfile"],
    [clientSchema, "Client"],
    [listedClientSchema, "ListedClient"],
    [clientLastAddressSchema, "ClientLastAddress"],
    [addressSchema, "ClientAddress"],
    [cepAreaSchema, "CepArea"],
    [productSchema, "Product"],
    [productAdditionalSchema, "ProductAdditional"],
    [settingSchema, "Setting"],
    [storeInfoSchema, "StoreInfo"],
    [storeDetailsSchema, "StoreDetails"],
    [orderSchema, "Order"],
    [orderItemSchema, "OrderItem"],
    [orderAddressSchema, "OrderAddress"],
    [orderClientSchema, "OrderClient"],
    [orderPaymentSchema, "OrderPayment"],
    [paymentResponseSchema, "Payment"],
    [savedCardSchema, "SavedCard"],
  ];
  for (const [schema, id] of names) registry.add(schema, { id });
  return registry;
}

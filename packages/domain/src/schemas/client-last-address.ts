import { z } from "zod";
import { orderAddressSchema } from "./order";

/**
 * GET /clients/{id}/last-address (staff): the address of the client's latest delivery order, else
 * their main saved address, else null (decision 1713); what a phone order offers first.
 */
export const clientLastAddressSchema = z.object({ address: orderAddressSchema.nullable() });
export type ClientLastAddress = z.infer<typeof clientLastAddressSchema>;

// PLACEHOLDER: replaced by od-map's version at merge.
import { z } from "zod";

export const openDeliveryOrderSchema = z.object({ id: z.string() }).passthrough();
export type OpenDeliveryOrder = z.infer<typeof openDeliveryOrderSchema>;

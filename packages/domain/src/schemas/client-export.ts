import { z } from "zod";
import { addressSchema } from "./address";
import { clientSchema } from "./client";
import { dataRemovalRequestSchema } from "./data-removal";
import { orderSchema } from "./order";
import { loyaltyExportSchema } from "./loyalty";
import { isoDateTimeSchema } from "./primitives";

/**
 * GET /clients/me/export: every piece of data the store holds about the caller (operations.md
 * section 5), as one JSON download. Saved cards carry only their brand and last four digits.
 */
export const clientExportSchema = z.object({
  exported_at: isoDateTimeSchema,
  profile: clientSchema,
  addresses: z.array(addressSchema),
  orders: z.array(orderSchema),
  saved_cards: z.array(z.object({ brand: z.string(), last_four_digits: z.string().regex(/^\d{4}$/) })),
  privacy_requests: z.array(dataRemovalRequestSchema.omit({ client_id: true })),
  /** The loyalty card's stamps and whole history (decision 3711). */
  loyalty: loyaltyExportSchema,
});
export type ClientExport = z.infer<typeof clientExportSchema>;

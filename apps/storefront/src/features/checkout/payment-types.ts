import type { paymentBodySchema } from "@forno/domain/schemas";
import type { z } from "zod";

/** A POST /order-payments body as the api-client sends it. */
export type PaymentRequest = z.input<typeof paymentBodySchema>;

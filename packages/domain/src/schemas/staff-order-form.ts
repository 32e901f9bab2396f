import { z } from "zod";
import { phoneDigits } from "../format/phone";
import { STAFF_ORDER_CHANNELS } from "../orders/order-channel";
import { clientNameSchema, phoneFormField } from "./client-fields";
import { type OrderAddressInput, type OrderCreateBodyInput, orderAddressInputSchema } from "./order-create";

/**
 * The backoffice's "Novo pedido" form (decision 1714): the phone first, the client found by it
 * (`client_id`) or a name to create one, the channel, delivery or pickup with the address fields as
 * an order carries them (checked by the API's own address schema), and the order's notes.
 */
export const staffOrderFormSchema = z
  .object({
    phone: phoneFormField,
    /** The client found by the phone; null: a new client named `name`. */
    client_id: z.number().int().positive().nullable(),
    name: z.string(),
    channel: z.enum(STAFF_ORDER_CHANNELS),
    is_delivery: z.boolean(),
    postal_code: z.string(),
    address: z.string(),
    number: z.string(),
    neighborhood: z.string(),
    address_info: z.string(),
    address_notes: z.string(),
    order_notes: z.string().max(500),
    /** A coupon's code (growth.md section 1: "Novo pedido" accepts one); empty: none. */
    coupon_code: z.string().max(50),
    /** "Usar recompensa": the found client's loyalty reward (growth.md section 2); a new client has none. */
    use_reward: z.boolean(),
  })
  .superRefine((form, ctx) => {
    if (form.client_id === null) {
      const name = clientNameSchema.safeParse(form.name);
      if (!name.success) ctx.addIssue({ code: "custom", path: ["name"], message: name.error.issues[0]?.message ?? "" });
    }
    if (!form.is_delivery) return;
    const address = orderAddressInputSchema.safeParse(addressOf(form));
    if (address.success) return;
    for (const issue of address.error.issues) ctx.addIssue({ code: "custom", path: issue.path.map(String), message: issue.message });
  });
export type StaffOrderForm = z.infer<typeof staffOrderFormSchema>;

function addressOf(form: StaffOrderForm) {
  return {
    address: form.address,
    number: form.number,
    postal_code: form.postal_code,
    neighborhood: form.neighborhood || null,
    address_info: form.address_info || null,
    address_notes: form.address_notes || null,
  } satisfies Partial<OrderAddressInput>;
}

/** A staff order's notes when none are typed (the storefront's are "Pedido Online"). */
export const STAFF_ORDER_DEFAULT_NOTES = { phone: "Pedido por telefone", counter: "Pedido no balcão" } as const;

/** The POST /orders body of a staff order: the form's client, channel, delivery and notes, and the lines' items. */
export function staffOrderFormToBody(form: StaffOrderForm, lines: Pick<OrderCreateBodyInput, "items" | "cart">): OrderCreateBodyInput {
  const client = form.client_id !== null ? { client_id: form.client_id } : { client: { name: form.name.trim(), phone: phoneDigits(form.phone) } };
  return {
    ...lines,
    ...client,
    channel: form.channel,
    is_delivery: form.is_delivery,
    address: form.is_delivery ? addressOf(form) : null,
    order_notes: form.order_notes.trim() || STAFF_ORDER_DEFAULT_NOTES[form.channel],
    ...(form.coupon_code.trim() ? { coupon_code: form.coupon_code.trim() } : {}),
    ...(form.use_reward && form.client_id !== null ? { use_reward: true } : {}),
  };
}

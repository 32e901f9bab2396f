import type { Order } from "./order";
import type { StoreDetails } from "./store";

/** Sample answers shaped like the API's, shared by tests (and handy for other packages' mocks). */
export const sampleOrder: Order = {
  id: 1,
  external_id: 1042,
  created_at: "2025-05-10T20:00:00.000Z",
  amount: 54.9,
  delivery_fee: 8,
  is_delivery: true,
  order_notes: "Pedido Online",
  address: {
    address: "Avenida Paulista",
    alias: "Casa",
    number: "1578",
    neighborhood: "Bela Vista",
    postal_code: "01310100",
    address_info: "Apto 42",
    address_notes: null,
  },
  scheduled_time: "2025-05-10T20:50:00.000Z",
  is_scheduled: false,
  OrderItem: [
    { id: 1, cart_index: 0, item_id: 10, item_id_parent: null, item_group: 1, product_id: 10, quantity: 1, item_notes: null, amount: 49.9, product: { name: "Margherita" }, ProductAdditional: null },
    { id: 2, cart_index: 0, item_id: 3, item_id_parent: 10, item_group: 1, product_id: 10, quantity: 1, item_notes: null, amount: 5, product: { name: "Margherita" }, ProductAdditional: { name: "Borda de catupiry", category: "Borda" } },
  ],
  OrderStateHistory: [
    { id: 1, to_state: "PENDING", created_at: "2025-05-10T20:00:00.000Z" },
    { id: 2, to_state: "PAID", created_at: "2025-05-10T20:02:00.000Z" },
  ],
  OrderPayment: [{ id: 1, payment_method: "bank_transfer", status: "approved", transaction_amount: 62.9, created_at: "2025-05-10T20:02:00.000Z" }],
  Client: { name: "Maria da Silva", phone: "11987654321", email: "maria@example.com" },
  cart: [{ id: 10, quantity: 1 }],
};

export const sampleStoreDetails: StoreDetails = {
  appearance: { name: "Forno", logo_url: null },
  store_info: {
    phone: "1133334444",
    street: "Rua Augusta",
    number: "100",
    neighborhood: "Consolação",
    city: "São Paulo",
    state: "SP",
    postal_code: "01305000",
    address_notes: null,
    online: true,
    business_hours: "Terça a domingo, das 18h às 23h",
    offline_message: "Estamos fechados no momento.",
    legal_name: "Forno Pizzaria Ltda",
    legal_document: "11222333000181",
  },
  operation: {
    default_delivery_time: 50,
    is_open: true,
    next_open_at: null,
    closes_at: "2026-11-24T02:30:00.000Z",
    schedule_lead_minutes: 30,
    schedule_max_days: 7,
    slot_minutes: 30,
    slot_capacity: 10,
    accept_scheduled_when_closed: true,
    fraction_pricing: "proportional",
    min_order_amount: 0,
    fractions_same_subgroup: false,
  },
  payment_provider: { name: "sandbox", public_key: null },
  social: [{ network: "instagram", url: "https://instagram.com/forno" }],
  messages: { greeting: "Boa noite!", note: "", price_warning: "" },
};

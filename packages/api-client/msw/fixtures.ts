import {
  type Address,
  type CepArea,
  type Client,
  type Coupon,
  type DataRemovalRequestBody,
  type Order,
  type OrderCreateBody,
  type Product,
  type ProductHasAdditional,
  type SavedCard,
  type StoreDetails,
} from "@forno/domain/schemas";
import { sampleOrder, sampleStoreDetails } from "@forno/domain/fixtures";
import { ALWAYS_OPEN_MOCK_HOURS, type MockStoreHours } from "./mock-hours";
import { type MockLoyalty, mockLoyalty } from "./loyalty-fixtures";

/** A small store for component tests: every shape comes from @forno/domain's schemas. */
export interface MockData {
  store: StoreDetails;
  products: Product[];
  /** product-has-additionals rows by the product's external_id. */
  additionals: Record<string, ProductHasAdditional[]>;
  ceps: CepArea[];
  addresses: Address[];
  orders: Order[];
  /** Token -> profile. Requests without a known token are anonymous. */
  sessions: Record<string, { sub: number; username: string; name: string; role: "client" | "staff" }>;
  /** Client accounts: sign-up, sign-in, /clients/me/profile, PATCH /clients and the password reset. */
  accounts: MockAccount[];
  /** The code POST /auth/password/forgot "sent" by SMS, by document digits (always MOCK_RESET_CODE). */
  resetCodes: Record<string, string>;
  /** Bodies POST /clients/remove-data-request received, as the API parsed them. */
  removalRequests: DataRemovalRequestBody[];
  /** The signed-in client's saved cards (GET /order-payments/cards). */
  cards: SavedCard[];
  /** Bodies and Idempotency-Keys POST /order-payments received, as sent. */
  paymentRequests: Array<{ body: unknown; idempotencyKey: string | null }>;
  /** The store's hours and pause (GET /store/hours); is_open & co. are computed from them with the online flag. */
  hours: MockStoreHours;
  /** Places taken per slot start (ISO instant), for GET /orders/slots and scheduled POST /orders. */
  slotsTaken: Record<string, number>;
  /** The store's coupons (growth.md section 1): POST /orders/quote and POST /orders read them, staff edit them. */
  coupons: Coupon[];
  /** Bodies POST /orders/quote received, as the API parsed them. */
  quoteBodies: OrderCreateBody[];
  /** Browsers subscribed to Web Push (POST /push/subscriptions), with the account's sub. */
  pushSubscriptions: Array<{ id: number; owner: number; endpoint: string; keys: { p256dh: string; auth: string } }>;
  /** The loyalty card (growth.md section 2): the program and the signed-in client's stamps; off, as a new store's. */
  loyalty: MockLoyalty;
}

/** A client account of the mock store: its profile, password and the token a sign-in answers. */
export interface MockAccount {
  client: Client;
  password: string;
  token: string;
}

/** The code the mock's password-forgot "sends" (the real API sends a random one by SMS). */
export const MOCK_RESET_CODE = "K7M2QX";

/** The signed-in customer of the storefront's tests: the session "client-token". */
export const MOCK_ACCOUNT: MockAccount = {
  client: { id: 1, name: "Maria da Silva", document: "39053344705", phone: "11987654321", email: "maria@example.com", birthday: "1990-05-10" },
  password: "Cliente@2025",
  token: "client-token",
};

function product(id: number, fields: Partial<Product> & Pick<Product, "name" | "amount" | "product_group">): Product {
  return {
    id,
    external_id: `P${id}`,
    description: null,
    image_url: null,
    product_subgroup: null,
    is_fractionable: false,
    is_active: true,
    is_featured: false,
    order_group: 1,
    ...fields,
  };
}

function additional(id: number, group: string, category: string, name: string, amount: number): ProductHasAdditional {
  return { additional_id: id, ProductAdditional: { id, group, category, name, amount } };
}

const pizzaAdditionals = [
  additional(1, "Pizzas Grandes", "Tipo de Massa", "Massa tradicional", 0),
  additional(2, "Pizzas Grandes", "Tipo de Massa", "Massa fina", 0),
  additional(3, "Pizzas Grandes", "Molho", "Molho de tomate italiano", 0),
  additional(4, "Pizzas Grandes", "Adicionais", "Bacon", 8),
  additional(5, "Pizzas Individuais", "Adicionais", "Bacon (individual)", 4),
  additional(6, "Pizzas Grandes", "Borda", "Borda de catupiry", 12),
];

export function mockData(): MockData {
  const products = [
    product(1, { name: "Margherita", amount: 49.9, product_group: "Pizzas Grandes", product_subgroup: "Tradicionais", is_fractionable: true, is_featured: true, description: "Molho de tomate, mussarela e manjericão" }),
    product(2, { name: "Calabresa", amount: 52.9, product_group: "Pizzas Grandes", product_subgroup: "Tradicionais", is_fractionable: true, is_featured: true, description: "Calabresa fatiada e cebola" }),
    product(3, { name: "Quatro Queijos", amount: 62.9, product_group: "Pizzas Grandes", product_subgroup: "Especiais", is_fractionable: true, description: "Mussarela, provolone, parmesão e gorgonzola" }),
    product(4, { name: "Margherita Individual", amount: 29.9, product_group: "Pizzas Individuais", product_subgroup: "Tradicionais", is_fractionable: true, order_group: 2 }),
    product(5, { name: "Guaraná 2L", amount: 12, product_group: "Bebidas", order_group: 3, is_featured: true }),
  ];
  return {
    store: structuredClone(sampleStoreDetails),
    products,
    additionals: { P1: pizzaAdditionals, P2: pizzaAdditionals, P3: pizzaAdditionals, P4: pizzaAdditionals.filter((a) => a.ProductAdditional.category !== "Borda"), P5: [] },
    ceps: [
      { postal_code: "01310100", street: "Avenida Paulista", neighborhood: "Bela Vista", city: "São Paulo", state: "SP", amount: 8, active: true, latitude: null, longitude: null },
      { postal_code: "01414001", street: "Rua Haddock Lobo", neighborhood: "Cerqueira César", city: "São Paulo", state: "SP", amount: null, active: true, latitude: null, longitude: null },
    ],
    addresses: [],
    orders: [structuredClone(sampleOrder)],
    sessions: {
      "client-token": { sub: 1, username: "39053344705", name: "Maria da Silva", role: "client" },
      "staff-token": { sub: 2, username: "52998224725", name: "Equipe Forno", role: "staff" },
    },
    accounts: [structuredClone(MOCK_ACCOUNT)],
    resetCodes: {},
    removalRequests: [],
    cards: [],
    paymentRequests: [],
    hours: structuredClone(ALWAYS_OPEN_MOCK_HOURS),
    slotsTaken: {},
    coupons: [],
    quoteBodies: [],
    pushSubscriptions: [],
    loyalty: mockLoyalty(),
  };
}

import { type ReportPeriod } from "@forno/domain/reports";
import { type Coupon, type DataRemovalRequest, type Driver, type IfoodIntegration, type ListedClient, type LoyaltyHistoryEntry, type OpenDeliveryIntegration, type Order, type OrderAddress, type OrderState, type ProductAdditional, type ReportSummary, type Setting, type SmsIntegration } from "@forno/domain/schemas";
import { sampleCoupon, sampleOrder } from "@forno/domain/fixtures";
import { mockData, type MockData } from "./fixtures";
import { IFOOD_OFF, mockOpenDelivery, mockSms } from "./integration-handlers";
import { mockLoyaltyHistory } from "./loyalty-mock";
import { mockReportSummary } from "./report-handlers";
import { mockSettings } from "./settings-fixtures";

/** The mock store seen by staff: more rows than one page (20) so that tables can page. */
export interface BackofficeMockData extends MockData {
  productAdditionals: ProductAdditional[];
  settings: Setting[];
  clients: ListedClient[];
  /** Each client's loyalty history (growth.md section 2), oldest first, by client id; it adds up to their `loyalty_stamps`. */
  loyaltyHistory: Record<number, LoyaltyHistoryEntry[]>;
  drivers: Driver[];
  /** GET /clients/{id}/last-address answers, by client id (none: null). */
  lastAddresses: Record<number, OrderAddress>;
  /** The raw bodies of staff POST /orders, in order. */
  staffOrderBodies: unknown[];
  /** GET /clients/remove-data-requests rows (LGPD), oldest first. */
  removalRequestRows: DataRemovalRequest[];
  /** Document (digits) -> password and the token a successful POST /auth/login answers. */
  credentials: Record<string, { password: string; token: string; role: "client" | "staff" }>;
  /** GET /reports/summary's answer for a period (mockReportSummary unless a test pins figures). */
  reportSummary: (period: ReportPeriod) => ReportSummary;
  /** GET /integrations/opendelivery's answer (configured, never polled, unless a test says otherwise). */
  openDelivery: OpenDeliveryIntegration;
  /** The secrets POST /integrations/opendelivery/secret answered, in order. */
  rotatedSecrets: string[];
  /** GET /integrations/sms's answer (Twilio, nothing sent yet, unless a test says otherwise). */
  sms: SmsIntegration;
  /** GET /integrations/ifood's answer (off unless a test turns it on). */
  ifood: IfoodIntegration;
  /** iFood's message when it refuses the status calls of iFood orders' desk moves (null: it accepts them). */
  ifoodRefusal: string | null;
}

/** A coupon with the contract's defaults (growth.md section 1), to spread into the mock's coupons. */
export const MOCK_COUPON: Coupon = sampleCoupon;

export const MOCK_STAFF = { document: "52998224725", password: "Forno@2025", token: "staff-token" } as const;
export const MOCK_CLIENT = { document: "39053344705", password: "Cliente@2025", token: "client-token" } as const;

function order(id: number, state: OrderState, fields: Partial<Order> = {}): Order {
  const base = structuredClone(sampleOrder);
  const history = base.OrderStateHistory.filter((entry) => entry.to_state === "PENDING");
  if (state !== "PENDING") history.push({ id: id * 10 + 1, to_state: state, created_at: "2025-05-10T20:05:00.000Z" });
  return { ...base, id, external_id: 1000 + id, created_at: `2025-05-10T20:${String(id).padStart(2, "0")}:00.000Z`, OrderStateHistory: history, ...fields };
}

export function backofficeMockData(): BackofficeMockData {
  const base = mockData();
  const extraProducts = Array.from({ length: 40 }, (_, index) => {
    const id = base.products.length + index + 1;
    return {
      ...structuredClone(base.products[4]!),
      id,
      external_id: `P${id}`,
      name: `Produto ${String(id).padStart(2, "0")}`,
      amount: 10 + index,
      product_group: index % 2 === 0 ? "Bebidas" : "Sobremesas",
      is_active: index % 5 !== 0,
      is_featured: false,
    };
  });
  const productAdditionals: ProductAdditional[] = [
    { id: 1, external_id: "A1", group: "Pizzas Grandes", category: "Tipo de Massa", name: "Massa tradicional", amount: 0, is_active: true },
    { id: 2, external_id: "A2", group: "Pizzas Grandes", category: "Tipo de Massa", name: "Massa fina", amount: 0, is_active: true },
    { id: 3, external_id: "A3", group: "Pizzas Grandes", category: "Molho", name: "Molho de tomate italiano", amount: 0, is_active: true },
    { id: 4, external_id: "A4", group: "Pizzas Grandes", category: "Adicionais", name: "Bacon", amount: 8, is_active: true },
    { id: 5, external_id: "A5", group: "Pizzas Individuais", category: "Adicionais", name: "Bacon (individual)", amount: 4, is_active: false },
    { id: 6, external_id: "A6", group: "Pizzas Grandes", category: "Borda", name: "Borda de catupiry", amount: 12, is_active: true },
  ];
  const settings = mockSettings();
  const firstNames = ["Ana", "Bruno", "Carla", "Diego", "Elisa", "Fábio", "Gabriela", "Heitor", "Íris", "João", "Karina", "Lucas"];
  const clients: ListedClient[] = Array.from({ length: 25 }, (_, index) => ({
    id: index + 1,
    name: `${firstNames[index % firstNames.length]} Souza ${index + 1}`,
    document: "39053344705",
    phone: `119${String(87654300 + index).padStart(8, "0")}`,
    email: index % 3 === 0 ? null : `cliente${index + 1}@example.com`,
    birthday: index % 2 === 0 ? "1990-05-10" : null,
    loyalty_stamps: index % 4,
  }));
  return {
    ...base,
    orders: [order(1, "PAID"), order(2, "PREPARATION"), order(3, "DELIVERED", { Client: { name: "João Pereira", phone: "11912345678", email: null } }), order(4, "PENDING")],
    productAdditionals,
    settings,
    clients,
    loyaltyHistory: mockLoyaltyHistory(clients),
    drivers: [
      { id: 1, name: "Carlos Entregas", phone: "11988887777", is_active: true },
      { id: 2, name: "Bruna Lima", phone: "11955554444", is_active: true },
      { id: 3, name: "Álvaro Bike", phone: "11966665555", is_active: false },
    ],
    lastAddresses: {},
    staffOrderBodies: [],
    removalRequestRows: [
      { id: 1, name: "Ana Souza 1", phone: "11987654300", email: null, status: "pending", created_at: "2025-05-08T13:00:00.000Z", resolved_at: null, note: null, client_id: 1 },
      { id: 2, name: "Pessoa Sem Cadastro", phone: null, email: "sem.cadastro@example.com", status: "pending", created_at: "2025-05-09T14:30:00.000Z", resolved_at: null, note: null, client_id: null },
      { id: 3, name: "Bruno Souza 2", phone: "11987654301", email: null, status: "done", created_at: "2025-05-01T10:00:00.000Z", resolved_at: "2025-05-02T10:00:00.000Z", note: null, client_id: 2 },
      { id: 4, name: "Carla Souza 3", phone: null, email: "cliente3@example.com", status: "rejected", created_at: "2025-05-03T10:00:00.000Z", resolved_at: "2025-05-04T10:00:00.000Z", note: "Pedido duplicado", client_id: 3 },
    ],
    products: [...base.products, ...extraProducts],
    coupons: [
      {
        ...MOCK_COUPON,
        id: 1,
        code: "PRIMEIRA10",
        name: "10% no primeiro pedido",
        min_subtotal: 40,
        first_order_only: true,
        uses: 3,
        max_uses: 100,
        created_at: "2025-05-01T12:00:00.000Z",
      },
      { ...MOCK_COUPON, id: 2, code: "FRETEGRATIS", name: "Entrega grátis acima de R$ 80", kind: "free_delivery", value: 0, min_subtotal: 80, order_types: ["delivery"], active: false, created_at: "2025-05-02T12:00:00.000Z" },
    ],
    credentials: {
      [MOCK_STAFF.document]: { password: MOCK_STAFF.password, token: MOCK_STAFF.token, role: "staff" },
      [MOCK_CLIENT.document]: { password: MOCK_CLIENT.password, token: MOCK_CLIENT.token, role: "client" },
    },
    reportSummary: mockReportSummary,
    openDelivery: mockOpenDelivery(),
    rotatedSecrets: [],
    sms: mockSms(),
    ifood: IFOOD_OFF,
    ifoodRefusal: null,
  };
}

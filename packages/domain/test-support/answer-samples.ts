import { sampleOrder, sampleStoreDetails } from "./fixtures";

// One answer per answer schema, shaped as the API sends it, with every field it may carry.
// `optional` names the fields an answer may leave out; every other one is always there.

const product = {
  id: 10,
  external_id: "10",
  name: "Margherita",
  description: "Molho de tomate, mussarela e manjericão",
  amount: 49.9,
  image_url: null,
  product_group: "Pizzas Grandes",
  product_subgroup: "Tradicionais",
  is_fractionable: true,
  is_active: true,
  is_featured: false,
  order_group: 1,
  fiscal: { ncm: "21069090", cfop: "5101", csosn: "102", cest: null, origin: 0 },
};
const { fiscal: _fiscal, ...publicProduct } = product;
const additional = { id: 3, external_id: "3", group: "Pizzas Grandes", category: "Borda", name: "Borda de catupiry", amount: 5, is_active: true };
const hasAdditional = { additional_id: 3, ProductAdditional: { id: 3, group: "Pizzas Grandes", category: "Borda", name: "Borda de catupiry", amount: 5 } };
const cepArea = {
  postal_code: "01310100",
  street: "Avenida Paulista",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  state: "SP",
  amount: 8,
  active: true,
  latitude: -23.5614,
  longitude: -46.6559,
};
const { active: _active, latitude: _latitude, longitude: _longitude, ...cepLookup } = cepArea;
const { postal_code: _postalCode, ...addressCep } = cepLookup;
const address = {
  id: 5,
  alias: "Casa",
  number: "1578",
  address_info: "Apto 42",
  address_notes: null,
  postal_code: "01310100",
  is_default: true,
  neighborhood: "Bela Vista",
  Cep: addressCep,
};
const client = { id: 1, name: "Maria da Silva", document: "52998224725", phone: "11987654321", email: "maria@example.com", birthday: "1990-05-10" };
const removalRequest = {
  id: 4,
  name: "Maria da Silva",
  phone: "11987654321",
  email: null,
  status: "rejected",
  created_at: "2025-05-10T20:00:00.000Z",
  resolved_at: "2025-05-11T13:00:00.000Z",
  note: "Cadastro não encontrado",
  client_id: 1,
};
const { client_id: _clientId, ...exportedRequest } = removalRequest;
const loyaltyEntry = { at: "2026-11-26T23:10:00.000Z", change: 2, reason: "Pedido #1042 entregue", order_id: 1, staff_id: null, staff_name: null };
const payment = { id: 1, payment_method: "cash", status: "approved", transaction_amount: 62.9, change_for: 100, created_at: "2025-05-10T20:02:00.000Z" };
const item = sampleOrder.OrderItem[1];
const fiscal = {
  status: "authorized",
  number: "12",
  series: "1",
  access_key: "35260545271983000139650010000000121743484310",
  qrcode_url: "https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode?p=35260545271983000139650010000000121743484310|2|2|1|5E26",
  consult_url: "https://www.homologacao.nfce.fazenda.sp.gov.br/consulta",
  message: null,
  issued_at: "2025-05-10T20:05:00.000Z",
};
const ifood = {
  placed_at: "2025-05-10T20:00:00.000Z",
  confirm_by: "2025-05-10T20:08:00.000Z",
  confirmed_at: "2025-05-10T20:01:00.000Z",
  customer_phone: "0800 007 0110",
  phone_localizer: "12345678",
  customer_document: "12345678909",
  cancellation_requested_at: "2025-05-10T20:03:00.000Z",
  problem: "O iFood recusou: Pedido já foi despachado",
};
const { social: _social, messages: _messages, ...storeInfo } = sampleStoreDetails;
const { legal_name: _legalName, legal_document: _legalDocument, ...storeInfoSection } = sampleStoreDetails.store_info;
const { is_open: _isOpen, next_open_at: _nextOpenAt, closes_at: _closesAt, ...operationRules } = sampleStoreDetails.operation;
const {
  schedule_lead_minutes: _lead,
  schedule_max_days: _maxDays,
  slot_minutes: _slot,
  slot_capacity: _capacity,
  accept_scheduled_when_closed: _whenClosed,
  fraction_pricing: _pricing,
  min_order_amount: _minimum,
  fractions_same_subgroup: _sameSubgroup,
  ...operation
} = operationRules;

export interface AnswerSample {
  sample: Record<string, unknown>;
  optional?: readonly string[];
}

export const ANSWER_SAMPLES: Record<string, AnswerSample> = {
  orderStateHistorySchema: { sample: { id: 2, to_state: "PAID", created_at: "2025-05-10T20:02:00.000Z" } },
  productSchema: { sample: product, optional: ["fiscal"] },
  productAdditionalSchema: { sample: additional },
  productHasAdditionalSchema: { sample: hasAdditional },
  cartLineSchema: {
    sample: { ...publicProduct, quantity: 0.5, note: "Sem cebola", totalPrice: 27.45, additionals: [hasAdditional], item_group: 1 },
    optional: ["note", "item_group"],
  },
  cepAreaSchema: { sample: cepArea },
  cepLookupSchema: { sample: cepLookup },
  addressCepSchema: { sample: addressCep },
  addressSchema: { sample: address },
  clientSchema: { sample: client },
  listedClientSchema: { sample: { ...client, document: null, loyalty_stamps: 7 } },
  orderClientSchema: { sample: sampleOrder.Client! },
  tokenResponseSchema: { sample: { access_token: "eyJhbGciOiJIUzI1NiJ9.e30.c2lnbg" } },
  authProfileSchema: { sample: { sub: "1", username: "52998224725", name: "Maria da Silva", role: "client", iat: 1_746_900_000, exp: 1_746_903_600 } },
  messageResponseSchema: { sample: { message: "Se o documento estiver cadastrado, enviaremos um código." } },
  passwordResetResponseSchema: { sample: { message: "Senha alterada com sucesso.", access_token: "eyJhbGciOiJIUzI1NiJ9.e30.c2lnbg" } },
  dataRemovalRequestSchema: { sample: removalRequest },
  clientExportSchema: {
    sample: {
      exported_at: "2025-05-12T12:00:00.000Z",
      profile: client,
      addresses: [address],
      orders: [sampleOrder],
      saved_cards: [{ brand: "visa", last_four_digits: "1111" }],
      privacy_requests: [exportedRequest],
      loyalty: {
        stamps: 2,
        next_expiry_at: "2025-11-08T12:00:00.000Z",
        history: [{ at: "2025-05-10T20:00:00.000Z", change: 2, reason: "Selos do pedido na loja antiga", order_id: null, staff_id: 1, staff_name: "Equipe Forno" }],
      },
    },
  },
  settingSchema: {
    sample: { id: 3, key: "operation.slot_minutes", group: "operation", description: "Duração de cada horário agendável", value: "30", updated_at: "2025-05-10T20:00:00.000Z" },
  },
  appearanceSchema: { sample: sampleStoreDetails.appearance },
  storeInfoSectionSchema: { sample: storeInfoSection },
  operationSchema: { sample: operation },
  paymentProviderInfoSchema: { sample: { name: "mercadopago", public_key: "APP_USR-123" } },
  storePaymentSchema: { sample: { on_delivery_methods: ["cash", "card"] } },
  storeInfoSchema: { sample: { ...storeInfo, store_info: storeInfoSection } },
  socialLinkSchema: { sample: sampleStoreDetails.social[0]! },
  storeMessagesSchema: { sample: sampleStoreDetails.messages },
  storeDetailsSchema: { sample: sampleStoreDetails },
  orderAddressSchema: { sample: { ...sampleOrder.address!, city: "São Paulo" }, optional: ["city"] },
  orderItemSchema: { sample: item!, optional: ["ProductAdditional"] },
  orderDriverSchema: { sample: { id: 2, name: "João Motoboy" } },
  orderSchema: {
    sample: {
      ...sampleOrder,
      // Every field set (a shape sample, not one order's story: iFood's orders never carry a coupon).
      discount: 5.49,
      coupon_code: "PRIMEIRA10",
      discount_sponsor: "shared",
      driver: { id: 2, name: "João Motoboy" },
      opendelivery_confirmed_at: "2025-05-10T20:03:00.000Z",
      fiscal,
      channel: "ifood",
      external_ref: "7d0c1d4a-3a57-4d0e-9d5a-2b0f8f5e9c11",
      display_ref: "9C11",
      ifood,
    },
    optional: ["OrderPayment", "cart"],
  },
  orderIfoodSchema: { sample: ifood },
  ifoodCancellationReasonSchema: { sample: { code: "501", description: "PROBLEMAS DE SISTEMA" } },
  ifoodIntegrationSchema: {
    sample: {
      enabled: true,
      merchant_id: "6b487a27-c4fc-4f26-b05e-3967c2331882",
      connected: true,
      last_poll_at: "2026-11-24T02:05:00.000Z",
      orders_today: 7,
      errors: [{ at: "2026-11-24T01:40:00.000Z", message: "Não foi possível buscar os pedidos no iFood." }],
      interruption: { id: "8a6b2c1d", started_at: "2026-11-24T01:30:00.000Z" },
    },
  },
  orderPaymentSchema: { sample: payment },
  orderFiscalSchema: { sample: fiscal },
  productFiscalSchema: { sample: product.fiscal },
  fiscalNoteRowSchema: {
    sample: {
      order_id: 7,
      order_external_id: 1042,
      client_name: "Maria da Silva",
      total: 62.9,
      ref: "forno-7-1",
      fiscal: { ...fiscal, status: "rejected", number: null, series: null, access_key: null, qrcode_url: null, consult_url: null, issued_at: null, message: "Rejeição: NCM inexistente [nItem:1]" },
      updated_at: "2025-05-10T20:05:00.000Z",
    },
  },
  pixDataSchema: { sample: { qr_code: "00020126580014br.gov.bcb.pix", qr_code_base64: "iVBORw0KGgo=" } },
  paymentResponseSchema: {
    sample: {
      id: 1_234_567,
      status: "pending",
      status_detail: "pending_waiting_transfer",
      external_reference: "42",
      transaction_amount: 62.9,
      point_of_interaction: { transaction_data: { qr_code: "00020126580014br.gov.bcb.pix", qr_code_base64: "iVBORw0KGgo=", ticket_url: "https://pix.example/1" } },
    },
    optional: ["status_detail", "external_reference", "transaction_amount", "point_of_interaction"],
  },
  paymentEventSchema: { sample: { status: "approved" } },
  savedCardSchema: {
    sample: {
      id: "c1",
      customer_id: "u1",
      cardholder: { name: "MARIA DA SILVA" },
      issuer: { name: "Visa" },
      last_four_digits: "1111",
      payment_method: { name: "visa", secure_thumbnail: "https://example.com/visa.png" },
    },
  },
  apiErrorSchema: { sample: { statusCode: 409, error: "Conflict", message: "Não é possível mudar o pedido de Entregue para Em Preparo." } },
  healthSchema: { sample: { status: "ok", database: "ok" } },
  weekIntervalSchema: { sample: { day: 5, opens: "18:00", closes: "23:30" } },
  storePauseSchema: { sample: { until: "2026-11-24T22:00:00.000Z", reason: "Muitos pedidos" } },
  storeHoursSchema: {
    sample: {
      timezone: "America/Sao_Paulo",
      week: [{ day: 2, opens: "18:00", closes: "23:30" }],
      exceptions: [{ date: "2026-12-25", closed: true }, { date: "2026-12-31", opens: "18:00", closes: "02:00" }],
      pause: { until: null, reason: "" },
      is_open: false,
      next_open_at: "2026-11-24T21:00:00.000Z",
      closes_at: null,
    },
  },
  orderSlotSchema: { sample: { start: "2026-11-24T21:00:00.000Z", end: "2026-11-24T21:30:00.000Z", available: 3 } },
  couponSchema: {
    sample: {
      id: 3,
      code: "PRIMEIRA10",
      name: "10% no primeiro pedido",
      kind: "percent",
      value: 10,
      max_discount: 20,
      min_subtotal: 40,
      applies_to_groups: ["Pizzas Grandes"],
      first_order_only: true,
      max_uses: 100,
      max_uses_per_client: 1,
      starts_at: "2026-11-01T03:00:00.000Z",
      ends_at: "2026-12-01T02:59:00.000Z",
      weekdays: [5, 6],
      time_from: "18:00",
      time_to: "02:00",
      order_types: ["delivery"],
      channels: ["online"],
      active: true,
      uses: 7,
      created_at: "2026-10-30T15:00:00.000Z",
    },
  },
  quotedCouponSchema: { sample: { code: "PRIMEIRA10", name: "10% no primeiro pedido", conditions: "10% em pedidos a partir de R$ 40,00, só no primeiro pedido, 1 uso por cliente" } },
  orderQuoteSchema: {
    sample: {
      subtotal: 54.9,
      delivery_fee: 8,
      discount: 5.49,
      total: 57.41,
      coupon: { code: "PRIMEIRA10", name: "10% no primeiro pedido", conditions: "10% em pedidos a partir de R$ 40,00, só no primeiro pedido, 1 uso por cliente" },
      reward: null,
      problems: ["Entre na sua conta para usar este cupom."],
    },
  },
  driverSchema: { sample: { id: 2, name: "João Motoboy", phone: "11955501234", is_active: true } },
  driverReportRowSchema: { sample: { driver_id: 2, name: "João Motoboy", deliveries: 7, delivery_fees: 56, cash_to_collect: 182.5 } },
  reportSummarySchema: {
    sample: {
      from: "2026-11-01",
      to: "2026-11-07",
      orders: 42,
      revenue: 2310.5,
      average_ticket: 55.01,
      cancelled: 2,
      cancellation_rate: 0.05,
      new_clients: 5,
      returning_clients: 20,
      by_day: [{ date: "2026-11-01", orders: 6, revenue: 330 }],
      by_hour: [{ weekday: 5, hour: 20, orders: 9 }],
      top_products: [{ product_id: 10, name: "Margherita", quantity: 12.5, revenue: 624.75 }],
      discounts: 54.9,
      top_coupons: [{ code: "PRIMEIRA10", uses: 9, discount: 54.9 }],
      rewards: { count: 2, discount: 99.8 },
      prep_minutes_median: 18.5,
      delivery_minutes_median: null,
    },
  },
  loyaltyHistoryEntrySchema: { sample: loyaltyEntry },
  loyaltyCardSchema: {
    sample: { enabled: true, stamps: 7, needed: 10, rewards_available: 0, next_expiry_at: "2027-02-24T23:10:00.000Z", reward: "Uma pizza grátis (até R$ 60,00)", history: [loyaltyEntry] },
  },
  clientLastAddressSchema: { sample: { address: sampleOrder.address } },
  pushPublicKeySchema: { sample: { public_key: "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U" } },
  openDeliveryIntegrationSchema: {
    sample: {
      enabled: true,
      client_id: "forno-pdv",
      merchant_id: "6c3f4b1e-2a7d-4f5e-9b8a-1d2c3e4f5a6b",
      base_url: "https://forno.example/opendelivery",
      last_token_at: "2026-11-24T02:00:00.000Z",
      last_polled_at: "2026-11-24T02:05:00.000Z",
      pending_events: 2,
      webhook_url: "https://pdv.example/hooks",
      last_webhook_at: "2026-11-24T02:04:00.000Z",
      last_webhook_status: 204,
      secret_rotated_at: null,
    },
  },
  openDeliverySecretSchema: { sample: { client_secret: "s3cr3t-s3cr3t-s3cr3t-s3cr3t-s3cr3t" } },
  smsIntegrationSchema: {
    sample: {
      provider: "twilio",
      sender: "+5511940028922",
      sent_today: 12,
      pending: 1,
      last_failure: { at: "2026-11-24T20:05:00.000Z", reason: "HTTP 400 (código 21211)", phone_end: "4321" },
    },
  },
};

import { z } from "zod";

/**
 * The OpenDelivery v1.7.0 wire shapes Forno answers and reads as the ordering application, written
 * from the official OpenAPI document (Abrasel-Nacional/opendelivery-v2, docs/reference/v1/openapi.yaml):
 * TokenRequest/TokenResponse, Event (with its metadata variants), AckEvents, RequestCancelled,
 * OrderConfirmed, OrderDispatched and Error. The order itself is in order-schema.ts.
 */

/** Every event type the standard lists (Event.eventType, AckEvents.eventType). */
export const OPENDELIVERY_EVENT_TYPES = [
  "CREATED",
  "CONFIRMED",
  "PREPARATION_REQUESTED",
  "PREPARING",
  "DISPATCHED",
  "READY_FOR_PICKUP",
  "PICKUP_AREA_ASSIGNED",
  "PICKED_UP",
  "DELIVERED",
  "CONCLUDED",
  "CANCELLATION_REQUESTED",
  "CANCELLATION_REQUEST_DENIED",
  "CANCELLED",
  "ORDER_CANCELLATION_REQUEST",
  "CANCELLED_DENIED",
] as const;
export const openDeliveryEventTypeSchema = z.enum(OPENDELIVERY_EVENT_TYPES);
export type OpenDeliveryEventType = z.infer<typeof openDeliveryEventTypeSchema>;

/** The reasons a cancellation may carry (EventMetadataCancel.metadata.code). */
export const OPENDELIVERY_CANCEL_CODES = [
  "SYSTEMIC_ISSUES",
  "DUPLICATE_APPLICATION",
  "UNAVAILABLE_ITEM",
  "RESTAURANT_WITHOUT_DELIVERY_PERSON",
  "OUTDATED_MENU",
  "ORDER_OUTSIDE_THE_DELIVERY_AREA",
  "BLOCKED_CUSTOMER",
  "OUTSIDE_DELIVERY_HOURS",
  "INTERNAL_DIFFICULTIES_OF_THE_RESTAURANT",
  "RISK_AREA",
  "DELIVERY_PROBLEM",
  "CONSUMER_CANCELLATION_REQUESTED",
  "OTHER_CANCELLATION_REASON",
] as const;
export type OpenDeliveryCancelCode = (typeof OPENDELIVERY_CANCEL_CODES)[number];

/** RFC 3339 date-time in UTC ("ALL DATES MUST BE SENT USING UTC"). */
const utcDateTime = z.iso.datetime();

/** POST /oauth/token, form-encoded (TokenRequest). */
export const tokenRequestSchema = z.object({
  client_id: z.string().min(1).max(500),
  client_secret: z.string().min(1).max(500),
  grant_type: z.literal("client_credentials"),
  /** The standard has one scope, `od.all`; a client may name it. */
  scope: z.string().max(200).optional(),
});

/** TokenResponse: no refresh token in v1. */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal("bearer"),
  expires_in: z.number().positive(),
});

const eventBase = {
  eventId: z.uuid(),
  orderId: z.uuid(),
  orderURL: z.url(),
  createdAt: utcDateTime,
  sourceAppId: z.uuid().optional(),
};

/** Event, by its type: CONFIRMED needs `metadata` (EventMetadataConfirm), CANCELLED `metadata.reason` and `code` (EventMetadataCancel). */
export const openDeliveryEventSchema = z.discriminatedUnion("eventType", [
  z.object({ ...eventBase, eventType: z.literal("CONFIRMED"), metadata: z.object({ clientId: z.string().optional() }) }),
  z.object({
    ...eventBase,
    eventType: z.enum(["CANCELLED", "CANCELLATION_REQUESTED", "CANCELLATION_REQUEST_DENIED", "ORDER_CANCELLATION_REQUEST", "CANCELLED_DENIED"]),
    metadata: z.object({ reason: z.string(), code: z.enum(OPENDELIVERY_CANCEL_CODES), clientId: z.string().optional() }),
  }),
  z.object({ ...eventBase, eventType: z.literal("PICKUP_AREA_ASSIGNED"), metadata: z.object({ pickupArea: z.string() }) }),
  z.object({
    ...eventBase,
    eventType: z.enum(["CREATED", "PREPARATION_REQUESTED", "PREPARING", "READY_FOR_PICKUP", "DISPATCHED", "PICKED_UP", "DELIVERED", "CONCLUDED"]),
  }),
]);
export type OpenDeliveryEvent = z.infer<typeof openDeliveryEventSchema>;

/** GET /v1/events:polling answers 200 with at most 1000 events (204 when there is none). */
export const MAX_POLLED_EVENTS = 1000;
export const pollingAnswerSchema = z.array(openDeliveryEventSchema).min(1).max(MAX_POLLED_EVENTS);

/** POST /v1/events/acknowledgment: at most 100 `{id, orderId, eventType}`. */
export const MAX_ACKNOWLEDGED_EVENTS = 100;
export const acknowledgmentBodySchema = z
  .array(z.object({ id: z.uuid(), orderId: z.uuid(), eventType: openDeliveryEventTypeSchema }))
  .max(MAX_ACKNOWLEDGED_EVENTS);

/** Error and CancellationError (application/problem+json): `title` says what went wrong, `status` repeats the HTTP status. */
export const openDeliveryErrorSchema = z.object({
  title: z.string(),
  status: z.number().int(),
  cancellationStatus: z.enum(["CANCELLED", "CANCELLATION_REQUEST_DENIED"]).optional(),
});
export type OpenDeliveryError = z.infer<typeof openDeliveryErrorSchema>;

/** OrderConfirmed, the optional body of /confirm (read, not required: a PDV may send none). */
export const orderConfirmedBodySchema = z
  .object({
    reason: z.string().max(1000).optional(),
    createdAt: utcDateTime.optional(),
    orderExternalCode: z.string().max(200).optional(),
    preparationTime: z.number().int().optional(),
  })
  .nullish();

/** OrderDispatched, the optional body of /dispatch (delivery tracking details Forno does not keep). */
export const orderDispatchedBodySchema = z.object({ deliveryTrackingInfo: z.looseObject({}).optional() }).nullish();

/** RequestCancelled, the body of /requestCancellation. */
export const requestCancellationBodySchema = z.object({
  reason: z.string().min(1).max(1000),
  code: z.enum(OPENDELIVERY_CANCEL_CODES.filter((code) => code !== "CONSUMER_CANCELLATION_REQUESTED" && code !== "OTHER_CANCELLATION_REASON") as [OpenDeliveryCancelCode, ...OpenDeliveryCancelCode[]]),
  mode: z.enum(["AUTO", "MANUAL"]),
  outOfStockItems: z.array(z.uuid()).max(100).optional(),
  invalidItems: z.array(z.uuid()).max(100).optional(),
});
export type RequestCancellationBody = z.infer<typeof requestCancellationBodySchema>;

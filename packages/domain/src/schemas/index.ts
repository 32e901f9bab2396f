export { MESSAGES } from "./messages";
export {
  PG_INTEGER_MAX,
  idSchema,
  idParamSchema,
  moneySchema,
  isoDateTimeSchema,
  isoDateSchema,
  documentDigitsSchema,
  phoneDigitsSchema,
  cepDigitsSchema,
  documentInputSchema,
  phoneInputSchema,
  cepInputSchema,
  emailInputSchema,
  optionalEmailInputSchema,
  optionalTextInputSchema,
  booleanLikeSchema,
} from "./primitives";
export { birthdayFormSchema, birthdayWireSchema, birthdayToIsoDate, isoDateToBirthday } from "./birthday";
export { PAGE_SIZE, MAX_TAKE, skipForPage, hasNextPage } from "./paging";
export {
  sortDirectionSchema,
  paginationShape,
  whereTextSchema,
  whereIntegerSchema,
  whereNumberSchema,
  whereBooleanSchema,
  listQuerySchema,
  activeSort,
  activeFilters,
} from "./list-query";
export type { SortDirection } from "./list-query";
export { listQueryNames, listParamsFromText } from "./list-contract";
export type { ListQuerySchema, ListFilterName, ListSortName, ListParams } from "./list-contract";
export { orderStateSchema, orderStateHistorySchema, orderStateChangeBodySchema, orderStatusFormSchema } from "./order-state";
export type { OrderStateHistory, OrderStateChangeBody, OrderStatusForm } from "./order-state";
export {
  productSchema,
  productFormSchema,
  productUpdateBodySchema,
  productCreateBodySchema,
  productListQuerySchema,
  PRODUCT_SORT_FIELDS,
} from "./product";
export type { Product, ProductForm, ProductUpdateBody, ProductCreateBody, ProductListQuery } from "./product";
export { newProductFormSchema, NEW_PRODUCT_DEFAULTS } from "./new-product-form";
export type { NewProductForm } from "./new-product-form";
export {
  productAdditionalSchema,
  productHasAdditionalSchema,
  productHasAdditionalsQuerySchema,
  productAdditionalFormSchema,
  productAdditionalUpdateBodySchema,
  productAdditionalListQuerySchema,
  PRODUCT_ADDITIONAL_SORT_FIELDS,
} from "./product-additional";
export type {
  ProductAdditional,
  ProductHasAdditional,
  ProductAdditionalForm,
  ProductAdditionalUpdateBody,
  ProductAdditionalListQuery,
} from "./product-additional";
export { cartLineSchema, cartSchema } from "./cart";
export type { CartLine, Cart } from "./cart";
export {
  cepAreaSchema,
  cepLookupSchema,
  addressCepSchema,
  postalCodeParamSchema,
  cepFormSchema,
  latitudeSchema,
  longitudeSchema,
  cepUpdateBodySchema,
  cepCreateBodySchema,
  cepListQuerySchema,
  stripSpecialCharacters,
  CEP_SORT_FIELDS,
} from "./cep";
export type { CepArea, CepLookup, AddressCep, CepForm, CepUpdateBody, CepCreateBody, CepListQuery } from "./cep";
export { newCepFormSchema } from "./new-cep-form";
export type { NewCepForm } from "./new-cep-form";
export {
  addressSchema,
  addressNumberSchema,
  addressFormSchema,
  addressCreateBodySchema,
  addressUpdateBodySchema,
  addressFormToBody,
} from "./address";
export type { Address, AddressForm, AddressCreateBody, AddressUpdateBody } from "./address";
export {
  isFullName,
  clientNameSchema,
  passwordSchema,
  loginPasswordSchema,
  resetTokenSchema,
  documentFormField,
  phoneFormField,
  emailFormField,
} from "./client-fields";
export {
  clientSchema,
  listedClientSchema,
  orderClientSchema,
  signUpFormSchema,
  signUpBodySchema,
  signUpFormToBody,
  clientUpdateFormSchema,
  clientUpdateBodySchema,
  clientUpdateFormToBody,
  clientListQuerySchema,
  CLIENT_SORT_FIELDS,
} from "./client";
export type {
  Client,
  ListedClient,
  OrderClient,
  SignUpForm,
  SignUpBody,
  SignUpBodyInput,
  ClientUpdateForm,
  ClientUpdateBody,
  ClientUpdateBodyInput,
  ClientListQuery,
} from "./client";
export {
  roleSchema,
  signInBodySchema,
  loginBodySchema,
  tokenResponseSchema,
  authProfileSchema,
  passwordForgotBodySchema,
  passwordForgotFormSchema,
  passwordResetFormSchema,
  passwordResetBodySchema,
  messageResponseSchema,
  passwordResetResponseSchema,
} from "./auth";
export type {
  Role,
  SignInBody,
  LoginBody,
  TokenResponse,
  AuthProfile,
  PasswordForgotBody,
  PasswordResetForm,
  PasswordResetBody,
  MessageResponse,
  PasswordResetResponse,
} from "./auth";
export {
  dataRemovalRequestBodySchema,
  dataRemovalFormSchema,
  DATA_REMOVAL_STATUSES,
  DATA_REMOVAL_SORT_FIELDS,
  dataRemovalStatusSchema,
  dataRemovalRequestSchema,
  dataRemovalListQuerySchema,
  dataRemovalRejectBodySchema,
} from "./data-removal";
export type { DataRemovalRequestBody, DataRemovalStatus, DataRemovalRequest, DataRemovalListQuery, DataRemovalRejectBody } from "./data-removal";
export { clientExportSchema } from "./client-export";
export type { ClientExport } from "./client-export";
export { settingSchema, settingUpdateBodySchema, settingFormSchema, settingFormSchemaFor, settingAllowsEmpty, settingListQuerySchema, SETTING_SORT_FIELDS } from "./setting";
export type { Setting, SettingUpdateBody, SettingListQuery } from "./setting";
export { SETTING_TYPES, SETTING_SPECS, SETTING_KEYS, BUSINESS_HOURS_SETTING_KEY, isSettingKey, settingGroupOf } from "./setting-specs";
export type { SettingType, SettingSpec, SettingKey } from "./setting-specs";
export { SETTING_VALUE_MESSAGES, normaliseSettingValue, checkSettingChange } from "./setting-value-check";
export type { SettingValueCheck, SettingChange } from "./setting-value-check";
export {
  appearanceSchema,
  storeInfoSectionSchema,
  operationSchema,
  paymentProviderNameSchema,
  paymentProviderInfoSchema,
  storePaymentSchema,
  storeInfoSchema,
  socialLinkSchema,
  storeMessagesSchema,
  storeDetailsSchema,
} from "./store";
export type { PaymentProviderName, StoreInfo, StoreDetails } from "./store";
export { DISCOUNT_SPONSORS, orderAddressSchema, orderItemSchema, storedCartSchema, orderDriverSchema, orderSchema } from "./order";
export type { DiscountSponsor, OrderAddress, OrderItem, OrderDriver, Order } from "./order";
export {
  COUPON_SORT_FIELDS,
  couponSchema,
  couponCreateBodySchema,
  couponUpdateBodySchema,
  couponListQuerySchema,
  orderQuoteSchema,
  quotedCouponSchema,
} from "./coupon";
export type { Coupon, CouponCreateBody, CouponCreateBodyInput, CouponUpdateBody, CouponListQuery, OrderQuote, QuotedCoupon } from "./coupon";
export { LOYALTY_ADJUSTMENT_LIMIT, loyaltyAdjustmentBodySchema, loyaltyCardSchema, loyaltyHistoryEntrySchema } from "./loyalty";
export type { LoyaltyAdjustmentBody, LoyaltyAdjustmentBodyInput, LoyaltyCard, LoyaltyExport, LoyaltyHistoryEntry } from "./loyalty";
export { NEW_COUPON_FORM, couponFormSchema, couponFormToBody, couponToForm } from "./coupon-form";
export type { CouponForm } from "./coupon-form";
export { orderListQuerySchema, ORDER_SORT_FIELDS } from "./order-list-query";
export type { OrderListQuery } from "./order-list-query";
export { DEFAULT_ORDER_NOTES, orderItemInputSchema, orderAddressInputSchema, orderCreateBodySchema, staffOrderClientSchema } from "./order-create";
export type { OrderItemInput, OrderAddressInput, OrderCreateBody, OrderCreateBodyInput, StaffOrderClient } from "./order-create";
export {
  paymentMethodSchema,
  paymentStatusSchema,
  orderPaymentSchema,
  pixPaymentBodySchema,
  sandboxCardSchema,
  cardPaymentBodySchema,
  paymentBodySchema,
  isPixPaymentBody,
  pixDataSchema,
  paymentResponseSchema,
  paymentEventSchema,
  savedCardSchema,
} from "./payment";
export type {
  PaymentMethod,
  PaymentStatus,
  OrderPayment,
  PixPaymentBody,
  SandboxCard,
  CardPaymentBody,
  PaymentBody,
  ProviderPaymentBody,
  PixData,
  PaymentResponse,
  PaymentEvent,
  SavedCard,
} from "./payment";
export { API_VERSION, externalReferenceSchema } from "./payment-common";
export {
  MAX_CHANGE_FOR,
  cashPaymentBodySchema,
  cardOnDeliveryPaymentBodySchema,
  PAYMENT_BODY_KINDS,
  paymentBodyKind,
  isOnDeliveryPaymentBody,
} from "./on-delivery-payment";
export type { CashPaymentBody, CardOnDeliveryPaymentBody, OnDeliveryPaymentBody, PaymentBodyKind } from "./on-delivery-payment";
export {
  ON_DELIVERY_SETTING_KEY,
  ON_DELIVERY_SETTING_DEFAULT,
  ON_DELIVERY_SETTING_CHOICES,
  ON_DELIVERY_SETTING_MESSAGE,
  onDeliveryMethodSchema,
  onDeliverySettingProblem,
  onDeliveryMethodsOf,
} from "./on-delivery-settings";
export type { OnDeliveryMethod } from "./on-delivery-settings";
export { apiErrorSchema, healthSchema } from "./api-error";
export {
  ACCESS_MESSAGES,
  NOT_FOUND_MESSAGES,
  CEP_MESSAGES,
  ACCOUNT_MESSAGES,
  REMOVAL_MESSAGES,
  PAYMENT_MESSAGES,
  DRIVER_MESSAGES,
} from "./answer-messages";
export type { ApiError, Health } from "./api-error";
export { ORDER_STATES } from "../orders/order-states";
export type { OrderState } from "../orders/order-states";
export {
  weekIntervalSchema,
  hoursExceptionSchema,
  storePauseSchema,
  openingStateShape,
  fractionPricingRuleSchema,
  operationRulesShape,
  storeHoursSchema,
  orderSlotSchema,
  storeHoursBodySchema,
  PAUSE_MESSAGES,
  storePauseBodySchema,
  orderSlotsQuerySchema,
} from "./store-hours";
export type { WeekIntervalWire, StoreHoursAnswer, OrderSlotWire, StoreHoursBody, StoreHoursBodyInput, StorePauseBody } from "./store-hours";
export { ticketQuerySchema, TICKET_MESSAGES } from "./ticket-query";
export type { TicketQuery } from "./ticket-query";
export { AUTO_PRINT_CHOICES, DESK_SETTING_DEFAULTS, DESK_SETTING_MESSAGES, MAX_LATE_MINUTES, deskSettingProblem } from "./operation-settings";
export type { AutoPrint, DeskSettingKey } from "./operation-settings";
export { HOURS_SETTING_DEFAULTS, HOURS_SETTING_MESSAGES, hoursSettingProblem, parseReaisSetting } from "./hours-settings";
export type { HoursSettingKey } from "./hours-settings";
export {
  driverSchema,
  driverFormSchema,
  driverCreateBodySchema,
  driverUpdateBodySchema,
  driverListQuerySchema,
  driverReportQuerySchema,
  driverReportRowSchema,
  DRIVER_NAME_REQUIRED,
  DRIVER_SORT_FIELDS,
} from "./driver";
export type { Driver, DriverForm, DriverFormValues, DriverCreateBody, DriverUpdateBody, DriverListQuery, DriverReportQuery, DriverReportRow } from "./driver";
export { reportPeriodQuerySchema, reportSummarySchema } from "./reports";
export type { ReportPeriodQuery, ReportSummary } from "./reports";
export { clientLastAddressSchema } from "./client-last-address";
export type { ClientLastAddress } from "./client-last-address";
export { STAFF_ORDER_DEFAULT_NOTES, staffOrderFormSchema, staffOrderFormToBody } from "./staff-order-form";
export type { StaffOrderForm } from "./staff-order-form";
export { pushSubscriptionBodySchema, pushPublicKeySchema } from "./push-subscription";
export type { PushSubscriptionBody, PushPublicKey } from "./push-subscription";
export { OPENDELIVERY_INTEGRATION_OFF, OPENDELIVERY_NOT_CONFIGURED, openDeliveryIntegrationSchema, openDeliverySecretSchema } from "./opendelivery-integration";
export type { OpenDeliveryIntegration, OpenDeliverySecret } from "./opendelivery-integration";
export { SMS_PROVIDER_LABELS, SMS_PROVIDER_NAMES, smsIntegrationSchema } from "./sms-integration";
export type { SmsIntegration, SmsProviderName } from "./sms-integration";
export { orderFiscalSchema, productFiscalSchema, productFiscalInputSchema, productFiscalFormSchema, fiscalCancelBodySchema, fiscalNoteRowSchema } from "./fiscal";
export type { OrderFiscal, ProductFiscal, ProductFiscalInput, ProductFiscalForm, FiscalCancelBody, FiscalNoteRow } from "./fiscal";
export { orderIfoodSchema, ifoodCancellationReasonSchema, ifoodIntegrationSchema, IFOOD_INTEGRATION_OFF } from "./order-ifood";
export type { OrderIfood, IfoodCancellationReason, IfoodIntegration } from "./order-ifood";

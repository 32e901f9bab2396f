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
export { cardFormSchema, parseCardExpiry } from "./card-form";
export type { CardForm } from "./card-form";
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
  loginDocumentFormField,
} from "./client-fields";
export {
  clientSchema,
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
  signInFormSchema,
  loginFormSchema,
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
  SignInForm,
  LoginForm,
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
export { dataRemovalRequestBodySchema, dataRemovalFormSchema } from "./data-removal";
export type { DataRemovalRequestBody } from "./data-removal";
export { settingSchema, settingUpdateBodySchema, settingFormSchema, settingListQuerySchema, SETTING_SORT_FIELDS } from "./setting";
export type { Setting, SettingUpdateBody, SettingListQuery } from "./setting";
export {
  appearanceSchema,
  storeInfoSectionSchema,
  operationSchema,
  paymentProviderNameSchema,
  paymentProviderInfoSchema,
  storeInfoSchema,
  socialLinkSchema,
  storeMessagesSchema,
  storeDetailsSchema,
} from "./store";
export type { PaymentProviderName, StoreInfo, StoreDetails } from "./store";
export { orderAddressSchema, orderItemSchema, storedCartSchema, orderSchema } from "./order";
export type { OrderAddress, OrderItem, Order } from "./order";
export { orderListQuerySchema, ORDER_SORT_FIELDS } from "./order-list-query";
export type { OrderListQuery } from "./order-list-query";
export { DEFAULT_ORDER_NOTES, orderItemInputSchema, orderAddressInputSchema, orderCreateBodySchema } from "./order-create";
export type { OrderItemInput, OrderAddressInput, OrderCreateBody, OrderCreateBodyInput } from "./order-create";
export {
  API_VERSION,
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
  PixData,
  PaymentResponse,
  PaymentEvent,
  SavedCard,
} from "./payment";
export { apiErrorSchema, healthSchema } from "./api-error";
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
export { pushSubscriptionBodySchema, pushPublicKeySchema } from "./push-subscription";
export type { PushSubscriptionBody, PushPublicKey } from "./push-subscription";

// The customer's entry and what both apps share. The staff's client is `@forno/api-client/staff`.
export { createApiClient, type ApiClient } from "./client";
// The pieces of a smaller client, for an entry chunk that needs only a few calls (decision 3001).
export { createHttp, type HttpConfig } from "./http";
export { authApi } from "./auth";
export { productsApi } from "./products";
export { settingsApi } from "./settings";
export { ApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from "./errors";
export { errorMessage, isStreamRefusal } from "./error-reading";
export { localStorageTokenStore, memoryTokenStore, TOKEN_STORAGE_KEY, type TokenStore } from "./token-store";
export { openEventStream, type EventStream, type EventStreamOptions } from "./sse";
export { type ServerEvent } from "./sse-parser";
export { type ListParams } from "./list-params";
export { listPagesQuery, type ListPagesOptions } from "./list-pages-query";
export { followStream, type StreamHandlers } from "./follow-stream";
export { addressKeys } from "./addresses";
export { authKeys } from "./auth";
export { cepKeys, type CepListParams } from "./ceps";
export { clientKeys, type ClientListParams } from "./clients";
export { orderKeys, ORDERS_PAGE_SIZE, type OrderListParams, type OrderStreamHandlers } from "./orders";
export { paymentKeys } from "./payments";
export { productKeys, type ProductListParams } from "./products";
export { settingKeys, type SettingListParams } from "./settings";
export { storeHoursKeys } from "./store-hours";
export { clientExportApi, attachmentName, type DownloadedFile } from "./client-export";
export { orderQuoteApi, orderQuoteCall, orderQuoteKey } from "./order-quote";
export { createPushApi, pushSupported, subscribeRegistration, vapidKeyBytes, type PushApi } from "./push";
export { loyaltyApi, loyaltyKeys, myLoyaltyCall } from "./loyalty";

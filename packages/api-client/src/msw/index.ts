export { createMockApi, mockData, type MockData } from "./handlers";
export { MOCK_ACCOUNT, MOCK_RESET_CODE, type MockAccount } from "./fixtures";
export { MOCK_MESSAGES } from "./account-handlers";
export { createBackofficeMockApi } from "./backoffice-handlers";
export { backofficeMockData, MOCK_CLIENT, MOCK_STAFF, type BackofficeMockData } from "./backoffice-fixtures";
export { applyListQuery, type MockFilter, type MockListConfig } from "./list-query";
export { emitPaymentEvent, MOCK_PIX_CODE, MOCK_QR_PNG_BASE64, PAYMENT_MOCK_MESSAGES } from "./payment-handlers";
export { dropStaffStreams, emitStaffOrderEvent, openStaffStreams } from "./order-desk-handlers";
export { ALWAYS_OPEN_MOCK_HOURS, mockOperation, mockStoreHours, storeHoursHandlers, type MockStoreHours } from "./store-hours-handlers";

export { createMockApi, mockData, type MockData } from "./handlers";
export { createBackofficeMockApi } from "./backoffice-handlers";
export { backofficeMockData, MOCK_CLIENT, MOCK_STAFF, type BackofficeMockData } from "./backoffice-fixtures";
export { applyListQuery, type MockFilter, type MockListConfig } from "./list-query";

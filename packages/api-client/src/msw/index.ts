export { createMockApi, mockData, type MockData } from "./handlers";

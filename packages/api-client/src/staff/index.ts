// The staff's entry, `@forno/api-client/staff` (the backoffice only; the storefront may not import
// it: lint). Shared pieces (errors, token stores, keys of resources both apps read) stay in ".".
export { createStaffApiClient, type StaffApiClient } from "./staff-client";
export { couponKeys, type CouponListParams } from "./coupons";
export { driverKeys, type DriverListParams } from "./drivers";
export { productAdditionalKeys, type ProductAdditionalListParams } from "./product-additionals";
export { reportKeys } from "./reports";
export { privacyKeys, type RemovalRequestListParams } from "./privacy";
export { integrationKeys, type IntegrationsApi } from "./integrations";
export { fiscalKeys } from "./fiscal";

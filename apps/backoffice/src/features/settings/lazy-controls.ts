import { lazy } from "react";

// What Minha loja shows only in some sections loads with them, off its first screen (decision 3233):
// the catalogue's order, the loyalty card's groups and its reward in the customer's words.
export const NameOrderField = lazy(() => import("./name-order-field"));
export const ProductGroupsField = lazy(() => import("./product-groups-field"));
export const LoyaltyRewardPreview = lazy(() => import("./loyalty-preview"));

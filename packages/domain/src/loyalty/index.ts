// The loyalty card (growth.md section 2): settings, stamps an order earns, the ledger's balance with
// expiry, the reward as a discount offer, the card's figures and texts. Pure; the API and both apps call it.
export { LOYALTY_LIMITS, LOYALTY_REWARDS, LOYALTY_SETTING_DEFAULTS, LOYALTY_SETTING_MESSAGES, loyaltyRewardValue, loyaltySettingProblem, normaliseLoyaltySetting, readLoyaltyProgram } from "./loyalty-settings";
export type { LoyaltyProgram, LoyaltyReward, LoyaltySettingKey } from "./loyalty-settings";
export { orderStamps } from "./order-stamps";
export type { StampRow } from "./order-stamps";
export { LOYALTY_ENTRY_KINDS, loyaltyBalance, stampExpiry } from "./loyalty-ledger";
export type { LedgerEntry, LoyaltyBalance, LoyaltyEntryKind } from "./loyalty-ledger";
export { rewardName, rewardOffer, rewardOrderProblem } from "./loyalty-reward";
export type { RewardOrder } from "./loyalty-reward";
export { cardProgressText, filledStamps, loyaltyCardFigures, stampsText } from "./loyalty-card";
export type { LoyaltyCardFigures } from "./loyalty-card";
export { ledgerReason } from "./loyalty-reasons";
export { LOYALTY_MESSAGES } from "./loyalty-messages";

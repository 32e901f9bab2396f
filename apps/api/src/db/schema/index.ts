export * from "./accounts";
export * from "./catalog";
export * from "./ceps";
export * from "./orders";
export * from "./payments";
export * from "./settings";
export * from "./sms";
export * from "./meta";

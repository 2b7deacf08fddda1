export * from "./address";
export * from "./logger";
export * from "./modules-sdk";

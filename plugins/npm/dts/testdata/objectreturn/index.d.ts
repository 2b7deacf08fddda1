export * from "./registry.js";
export * from "./types.js";

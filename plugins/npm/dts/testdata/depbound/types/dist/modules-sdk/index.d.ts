import { ModuleProviderExports } from "./module-provider";
export type Constructor<T> = new (...args: any[]) => T | (new () => T);
export * from "./module-provider";
export type LogLevel = "query" | "schema" | "error" | "warn" | "info" | "log" | "migration";

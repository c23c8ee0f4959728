export * from "./initial-status.ts";

export * from "./initial-status.ts";
export * from "./topics.ts";
export * from "./messages.ts";
export * from "./broker.ts";
export * from "./vehicle-link.ts";
export * from "./link-permissions.ts";
export * from "./link-secret.ts";
export * from "./asyncapi.ts";

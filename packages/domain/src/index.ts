export * from "./post-login-destination.ts";

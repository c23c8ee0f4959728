/** The front door of `auth/routes`, the sign-in, code, recovery and fraud routes: all that other parts of auth may import of it. */
export { registerAnonymousRateLimit } from "./anonymous-rate-limit.ts";
export { registerAuthRoutes } from "./auth-routes.ts";

/** The front door of `auth/sessions`, sessions, tokens, known devices, sign-in attempts and security: all that other parts of auth may import of it. */
export { checkCurrentPassword } from "./current-password.ts";
export { deviceIdOf } from "./known-devices.ts";
export { type LoginInput, type LoginService, createLoginService } from "./login-service.ts";
export { type SessionService } from "./session-service.ts";
export { type SignInSecurity, accountLockReason, accountPhone } from "./sign-in-security.ts";
export { type TokenRecord, findToken, findTokens } from "./token-repository.ts";

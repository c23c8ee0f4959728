/** The front door of `auth`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { type AccountMailer, type MailRequester } from "./account-mail.ts";
export { checkCurrentPassword } from "./current-password.ts";
export { deviceIdOf } from "./known-devices.ts";
export { type PinService } from "./pin-service.ts";
export { digitCode, sameHash } from "./security-codes.ts";
export { type SessionService } from "./session-service.ts";
export { type SignInSecurity } from "./sign-in-security.ts";
export { issueTypedCode, useTypedCode } from "./typed-codes.ts";
export { findToken, findTokens, type TokenRecord } from "./token-repository.ts";

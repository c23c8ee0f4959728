/** The front door of `auth`: all that other areas may import of it (apps/server/src/test/boundaries checks). */
export { type AccountMailer, type MailRequester } from "./codes/index.ts";
export { checkCurrentPassword } from "./sessions/index.ts";
export { deviceIdOf } from "./sessions/index.ts";
export { type PinService } from "./pin/index.ts";
export { digitCode, sameHash } from "./codes/index.ts";
export { type SessionService } from "./sessions/index.ts";
export { type SignInSecurity } from "./sessions/index.ts";
export { issueTypedCode, useTypedCode } from "./codes/index.ts";
export { findToken, findTokens, type TokenRecord } from "./sessions/index.ts";

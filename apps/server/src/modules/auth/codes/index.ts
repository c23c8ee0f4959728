/** The front door of `auth/codes`, one-time, typed and account codes and the account mails that carry them: all that other parts of auth may import of it. */
export { RESET_LINK_MINUTES, UNLOCK_CODE_MINUTES, createAccountCodes } from "./account-codes.ts";
export { type AccountMailer, type MailRequester } from "./account-mail.ts";
export { createLoginCodes } from "./login-codes.ts";
export { OTP_MINUTES, createOneTimeCodes } from "./one-time-codes.ts";
export { digitCode, saltedHash, sameHash } from "./security-codes.ts";
export { issueTypedCode, useTypedCode } from "./typed-codes.ts";

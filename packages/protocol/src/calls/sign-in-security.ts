import { z } from "zod";
import { emptyRequestSchema } from "./common.ts";
import { loginResultSchema } from "./auth.ts";

/**
 * Sign-in security and recovery (account-and-enrollment.md sections 4, 7 and 8; protocol.md
 * "Sign-in"): captcha, the one-time-code steps for a new device, forgot / reset password, the
 * one-time-code password reset, account unlock and fraud reporting. Every call here is anonymous.
 * The shapes are the wire's; the business rules (password, e-mail) are checked by the server with
 * @carport/domain and answered as 7998 naming the field.
 */

/** A login id as typed: the account's e-mail (its shape is the server's check, 7998 naming the field). */
const loginIdField = z.string().min(1).max(254);
/** Codes and keys the server issued: opaque text of bounded length. */
const issuedKey = z.string().min(1).max(512);
/** The API code every one-time-code step carries (Canada portals: always "0107"). */
const mfaApiCodeField = z.literal("0107");
/** A 6-digit one-time code as the owner typed it. */
const sixDigitCode = z.string().regex(/^\d{6}$/, "OTP_FORMAT");
/** A new password: its rules are @carport/domain's, checked by the server (7998 naming the field). */
const newPasswordField = z.string().min(1).max(256);

// ---- captcha --------------------------------------------------------------------------------

/** `gtcptch`: a fresh captcha, asked for when a login answer carried `captchayn: Y`. */
export const captchaRequestSchema = emptyRequestSchema;
export const captchaResultSchema = z.object({
  /** Send back as `captchaKey` with the login, together with the typed `captchaValue`. Single use, 5 minutes. */
  captchaKey: z.string(),
  /** `data:image/svg+xml;base64,...`: five distorted characters (letters and digits, case-insensitive). */
  image: z.string(),
});
export type CaptchaResult = z.infer<typeof captchaResultSchema>;

/**
 * `gttxtcptch`: the captcha's non-visual alternative, a question in the request's language read
 * by a screen reader (a sum written in words, answered in digits). Its key goes with the login
 * exactly like the image's.
 */
export const textCaptchaResultSchema = z.object({
  captchaKey: z.string(),
  question: z.string(),
});
export type TextCaptchaResult = z.infer<typeof textCaptchaResultSchema>;

// ---- one-time code for a new device (after 7110) --------------------------------------------

/** `mfa/selverifmeth`: which ways the code can be sent, for the pending sign-in of this account. */
export const mfaSelectMethodRequestSchema = z.object({
  mfaApiCode: mfaApiCodeField,
  userAccount: loginIdField,
});
export const mfaSelectMethodResultSchema = z.object({
  /** The pending sign-in: echoed by `mfa/sendotp`. */
  userInfoUuid: z.string(),
  /** Always empty at this step (the key comes with `mfa/sendotp`). */
  otpKey: z.literal(""),
  /** The address the caller gave, unmasked (clients send emailList[0] back as userAccount): method "E" mails the account's own address. */
  emailList: z.array(z.string()),
  /** The account's phone, masked (***-***-0123), or "" when it has none: where method "S" sends it. */
  userPhone: z.string(),
});
export type MfaSelectMethodResult = z.infer<typeof mfaSelectMethodResultSchema>;

/** `mfa/sendotp`: send a 6-digit code (valid 10 minutes) by e-mail ("E") or text message ("S"). */
export const mfaSendOtpRequestSchema = z.object({
  otpMethod: z.enum(["E", "S"]),
  mfaApiCode: mfaApiCodeField,
  userAccount: loginIdField,
  /** Echo of `userPhone` (may be ""); the code always goes to the account's own phone. */
  userPhone: z.string().max(32).optional(),
  userInfoUuid: z.string().min(1).max(64),
});
export const mfaSendOtpResultSchema = z.object({
  /** Identifies the code sent: echoed by `mfa/validateotp`. */
  otpKey: z.string(),
});
export type MfaSendOtpResult = z.infer<typeof mfaSendOtpResultSchema>;

/** `mfa/validateotp`: check the code; a wrong one answers 7549 with the tries left, the 3rd kills the key. */
export const mfaValidateOtpRequestSchema = z.object({
  otpNo: sixDigitCode,
  userAccount: loginIdField,
  otpKey: issuedKey,
  mfaApiCode: mfaApiCodeField,
});
export const mfaValidateOtpResultSchema = z.object({
  verifiedOtp: z.literal(true),
  /** Single use, 10 minutes: echoed by `mfa/genmfatkn`. */
  otpValidationKey: z.string(),
});
export type MfaValidateOtpResult = z.infer<typeof mfaValidateOtpResultSchema>;

/**
 * `mfa/genmfatkn`: open the session, with the same `Deviceid` header as the login that answered
 * 7110. `mfaYn` "Y" remembers the device (its next sign-in needs no code); "N" does not.
 */
export const mfaGenerateTokenRequestSchema = z.object({
  userAccount: loginIdField,
  /** The (masked) e-mail the code went to; informational. */
  otpEmail: z.string().max(254).optional(),
  mfaApiCode: mfaApiCodeField,
  otpValidationKey: issuedKey,
  mfaYn: z.enum(["Y", "N"]),
});
/** The same result as `lgnV2`. */
export const mfaGenerateTokenResultSchema = loginResultSchema;

// ---- forgot and reset password ----------------------------------------------------------------

/** `frgtpsswd`: always succeeds; when the account exists, a reset link (1 hour, single use) is mailed. */
export const forgotPasswordRequestSchema = z.object({ loginId: loginIdField });
export const forgotPasswordResultSchema = z.object({});

/**
 * `rstpsswd`: set a new password with the code of the mailed link (`?pin=`). Unlocks the account
 * and signs out every session (7602). A missing, used or expired code answers 7440.
 */
export const resetPasswordRequestSchema = z.object({
  authCode: issuedKey,
  newPassword: newPasswordField,
  /** When given (the link carries it), it must be the account the code was sent to. */
  loginId: loginIdField.optional(),
});
export const resetPasswordResultSchema = z.object({});

/**
 * `vrfyacctotp`: always answers an `otpKey`; a 6-digit code (10 minutes) is mailed only when the
 * account exists and its last name matches (case-insensitive). The browser goes to /otp/<otpKey>.
 */
export const verifyAccountForOtpRequestSchema = z.object({
  userAccount: loginIdField,
  lastName: z.string().min(1).max(100),
});
export const verifyAccountForOtpResultSchema = z.object({ otpKey: z.string() });
export type VerifyAccountForOtpResult = z.infer<typeof verifyAccountForOtpResultSchema>;

/**
 * `rstpsswdotp`: set a new password with the mailed code; `id` is the `otpKey`. The password follows
 * the one-time-code rules (a letter, a digit, no whitespace), the confirmation must match; a wrong
 * code answers 7549 with the tries left, the 3rd kills the key.
 */
export const resetPasswordByOtpRequestSchema = z.object({
  otp: sixDigitCode,
  newPassword: newPasswordField,
  confirmPassword: newPasswordField,
  id: issuedKey,
});
export const resetPasswordByOtpResultSchema = z.object({});

// ---- unlock and fraud -------------------------------------------------------------------------

/** `ulckacct`: unlock a locked account (7402 or 7530) with the mailed code; wrong or used: 7440. */
export const unlockAccountRequestSchema = z.object({
  loginId: loginIdField,
  authCode: z.string().min(1).max(64),
});
export const unlockAccountResultSchema = z.object({});

/**
 * `rptfrd`, the fraud report behind the mailed link /reportFraud/<fraudCode>:
 * step 1 checks the code (7440 when unknown or expired); step 2 with `requested: false` ("I did
 * not request it") locks the account for fraud (7530 until `ulckacct` with the code mailed then);
 * step -1 ("I did request it") changes nothing. Without a step (the specification's payload is
 * `{fraudCode}` alone) it is the report itself, as step 2.
 */
export const reportFraudRequestSchema = z
  .object({
    fraudCode: issuedKey,
    step: z.union([z.literal(1), z.literal(2), z.literal(-1)]).optional(),
    /** Step 2 only: must be false. */
    requested: z.boolean().optional(),
  })
  .refine((body) => body.step !== 2 || body.requested === false, {
    message: "step 2 needs requested: false",
    path: ["requested"],
  });
export const reportFraudResultSchema = z.union([
  /** Step 1: the code is good; whether the owner requested it is still unknown. */
  z.object({ requested: z.literal("unknown") }),
  /** Step 2: the account is locked; the browser offers `rmalltkn` next. */
  z.object({ fraudReported: z.literal(true) }),
  /** Step -1. */
  z.object({ thanks: z.literal(true) }),
]);
export type ReportFraudResult = z.infer<typeof reportFraudResultSchema>;

/**
 * `rmalltkn`: sign out every session of the account ("log out everywhere"): with the mailed
 * `fraudCode`, or with an `accessToken` header and an empty body.
 */
export const removeAllTokensRequestSchema = z.object({ fraudCode: issuedKey.optional() });
export const removeAllTokensResultSchema = z.object({});
